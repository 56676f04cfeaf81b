import { ALIBABA_UNAVAILABLE, OFFER_URL_INVALID, OFFER_URL_PLACEHOLDER, type OfferByUrlResult } from '@puhuo/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, http } from '../../api/http.ts';
import { useLocalized } from '../../i18n/index.ts';
import { useSession } from '../auth/index.ts';
import styles from './market.module.css';

/** What the box says went wrong: a guest is asked to log in first (market:offerUrl.loginFirst), else the domain's or the server's words. */
type OfferUrlError = { loginFirst: true } | { text: string };

/** The 1688 selection's paste box: a 1688 offer address opens that offer's detail. */
export function OfferUrlBox() {
  const { user, openLogin } = useSession();
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<OfferUrlError | null>(null);
  const { t } = useTranslation('market');
  const localized = useLocalized();
  const lookup = useMutation({
    mutationFn: (offerUrl: string) =>
      http.post<OfferByUrlResult>(
        '/api/platform-goods/alibaba/offer-by-url',
        { url: offerUrl },
        { noErrorMessage: true },
      ),
    onSuccess: (good) => navigate(`/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`),
    onError: (failure) =>
      setError({
        text: failure instanceof ApiError ? (failure.body?.error?.message ?? ALIBABA_UNAVAILABLE) : ALIBABA_UNAVAILABLE,
      }),
  });

  const submit = () => {
    setError(null);
    if (!user) {
      setError({ loginFirst: true });
      openLogin();
      return;
    }
    if (url.trim() === '') {
      setError({ text: OFFER_URL_INVALID });
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
        placeholder={localized(OFFER_URL_PLACEHOLDER)}
        enterButton={
          <Button type="primary" loading={lookup.isPending}>
            {t('offerUrl.view')}
          </Button>
        }
        allowClear
        aria-label={localized(OFFER_URL_PLACEHOLDER)}
      />
      {error && (
        <div className={styles.offerUrlError} role="alert" data-testid="offer-url-error">
          {'loginFirst' in error ? t('offerUrl.loginFirst') : localized(error.text)}
        </div>
      )}
    </div>
  );
}
