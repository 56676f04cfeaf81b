import { ALIBABA_UNAVAILABLE, OFFER_URL_INVALID, OFFER_URL_PLACEHOLDER, type OfferByUrlResult } from '@puhuo/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, http } from '../../api/http.ts';
import { useSession } from '../auth/session/session-context.ts';
import styles from './market.module.css';

/** Asked of a guest before a pasted offer is looked up. */
export const OFFER_URL_LOGIN_FIRST = '请先登录后再查看1688商品';

/** The 1688 selection's paste box: a 1688 offer address opens that offer's detail. */
export function OfferUrlBox() {
  const { user, openLogin } = useSession();
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: (offerUrl: string) =>
      http.post<OfferByUrlResult>(
        '/api/platform-goods/alibaba/offer-by-url',
        { url: offerUrl },
        { noErrorMessage: true },
      ),
    onSuccess: (good) => navigate(`/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`),
    onError: (failure) =>
      setError(
        failure instanceof ApiError ? (failure.body?.error?.message ?? ALIBABA_UNAVAILABLE) : ALIBABA_UNAVAILABLE,
      ),
  });

  const submit = () => {
    setError(null);
    if (!user) {
      setError(OFFER_URL_LOGIN_FIRST);
      openLogin();
      return;
    }
    if (url.trim() === '') {
      setError(OFFER_URL_INVALID);
      return;
    }
    lookup.mutate(url.trim());
  };

  return (
    <div className={styles.offerUrlBox} data-testid="offer-url-box">
      <Input.Search
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onSearch={submit}
        placeholder={OFFER_URL_PLACEHOLDER}
        enterButton={
          <Button type="primary" loading={lookup.isPending}>
            查看
          </Button>
        }
        allowClear
        aria-label={OFFER_URL_PLACEHOLDER}
      />
      {error && (
        <div className={styles.offerUrlError} role="alert" data-testid="offer-url-error">
          {error}
        </div>
      )}
    </div>
  );
}
