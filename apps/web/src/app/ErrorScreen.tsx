import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chunkReloadAttempted, isChunkLoadError, reloadForChunk } from './chunk-reload.ts';
import styles from './error-screen.module.css';
import { useFirstScreenDone } from './first-screen.ts';

/**
 * What a failed page shows instead of React Router's "Unexpected Application Error!": a chunk that
 * could not load reloads the page once by itself; after that, and for any other error, a plain
 * message in the screens' language with a reload button.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('shared');
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && !chunkReloadAttempted());
  // a failure is shown, never hidden behind the market's first screen
  useFirstScreenDone(true);
  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) {
    return (
      <div className={styles.screen} data-testid="page-reloading">
        <Spin />
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      <Result
        status="warning"
        title={chunk ? t('chunkLoadFailed') : t('pageFailed')}
        subTitle={chunk ? t('chunkLoadFailedHint') : t('pageFailedHint')}
        data-testid="page-error"
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('reloadPage')}
          </Button>,
          <Button key="home" onClick={() => window.location.assign('/market')}>
            {t('backToMarket')}
          </Button>,
        ]}
      />
    </div>
  );
}
