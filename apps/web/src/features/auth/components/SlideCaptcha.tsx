import { CAPTCHA_HEIGHT, CAPTCHA_REFRESH_DELAY_MS, CAPTCHA_WIDTH } from '@puhuo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../auth.api.ts';
import styles from './auth.module.css';

const HANDLE = 40;
const PIECE = 52;
/** how long the pass tip shows before the captcha goes */
export const CAPTCHA_PASS_TIP_MS = 600;

export type CaptchaVerdict = 'passed' | 'failed';

interface Point {
  x: number;
  y: number;
  t: number;
}

/**
 * The slide captcha: drag the handle until the piece fills the gap. The drag (points x, y, t) is
 * judged by the server; a failure shows the tip and refreshes after 1.4 s; a generation failure hides it.
 */
export function SlideCaptcha({
  onVerify,
  onHide,
}: {
  onVerify: (slideId: string, slideTrack: string) => Promise<CaptchaVerdict>;
  onHide: () => void;
}) {
  const [captcha, setCaptcha] = useState<{ id: string; backgroundImage: string; sliderImage: string } | null>(null);
  const [x, setX] = useState(0);
  const [tip, setTip] = useState<{ ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);
  const drag = useRef<{ startX: number; startY: number; started: number; track: Point[] } | null>(null);

  const load = useCallback(async () => {
    setTip(null);
    setX(0);
    try {
      setCaptcha(await authApi.slideCheck());
    } catch {
      onHide();
    }
  }, [onHide]);

  useEffect(() => {
    void load();
  }, [load]);

  const maxX = CAPTCHA_WIDTH - PIECE;

  const onPointerDown = (event: React.PointerEvent) => {
    if (busy || !captcha) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, started: performance.now(), track: [] };
    drag.current.track.push({ x: 0, y: 0, t: 0 });
  };

  const onPointerMove = (event: React.PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const nextX = Math.max(0, Math.min(maxX, event.clientX - current.startX));
    setX(nextX);
    current.track.push({
      x: Math.round(nextX),
      y: Math.round(event.clientY - current.startY),
      t: Math.round(performance.now() - current.started),
    });
  };

  const onPointerUp = async () => {
    const current = drag.current;
    drag.current = null;
    if (!current || !captcha) return;
    setBusy(true);
    const verdict = await onVerify(captcha.id, JSON.stringify(current.track));
    setBusy(false);
    if (verdict === 'failed') {
      setTip({ ok: false });
      setTimeout(() => void load(), CAPTCHA_REFRESH_DELAY_MS);
    } else {
      setTip({ ok: true });
      setTimeout(onHide, CAPTCHA_PASS_TIP_MS);
    }
  };

  if (!captcha) return <div className={styles.captchaBox} style={{ height: CAPTCHA_HEIGHT + 44 }} />;
  return (
    <div className={styles.captchaBox} data-testid="slide-captcha">
      <div className={styles.captchaImage} style={{ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT }}>
        <img
          src={captcha.backgroundImage}
          alt={t('captcha.background')}
          width={CAPTCHA_WIDTH}
          height={CAPTCHA_HEIGHT}
          data-testid="captcha-background"
        />
        <img
          src={captcha.sliderImage}
          alt=""
          className={styles.captchaPiece}
          style={{ left: x }}
          height={CAPTCHA_HEIGHT}
        />
        {tip && (
          <div className={tip.ok ? styles.captchaTipOk : styles.captchaTipFail}>
            {tip.ok ? t('shared:captchaPassed') : t('shared:captchaNotPassed')}
          </div>
        )}
      </div>
      <div className={styles.captchaTrack} style={{ width: CAPTCHA_WIDTH }}>
        <span className={styles.captchaHint}>{t('captcha.hint')}</span>
        <div
          role="slider"
          aria-label={t('captcha.handle')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          tabIndex={0}
          className={styles.captchaHandle}
          style={{ left: (x / maxX) * (CAPTCHA_WIDTH - HANDLE) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          data-testid="captcha-handle"
        >
          →
        </div>
      </div>
    </div>
  );
}
