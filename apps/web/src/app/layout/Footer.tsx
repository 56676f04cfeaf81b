import { MINI_PROGRAM_QR_PATH } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <div className={styles.footerLinks}>
            <a href="/market">{t('pageTitles.market')}</a>
            <a href="/market-1688">{t('pageTitles.market1688')}</a>
            <a href="/hot-selling">{t('pageTitles.hotSelling')}</a>
            <a href="/new-arrival">{t('pageTitles.newArrival')}</a>
            <a href="/distribution">{t('pageTitles.distribution')}</a>
          </div>
          <p>{t('footer.copyright')}</p>
          <p>{t('footer.icp')}</p>
        </div>
        <div className={styles.footerQrs}>
          <div>
            <img src={MINI_PROGRAM_QR_PATH} alt={t('footer.miniProgramQr')} />
            {t('footer.miniProgram')}
          </div>
          <div>
            <img src="/qr-official-account.svg" alt={t('footer.officialAccountQr')} />
            {t('footer.officialAccount')}
          </div>
        </div>
      </div>
    </footer>
  );
}
