import styles from './layout.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <div className={styles.footerLinks}>
            <a href="/market">蓝海市场</a>
            <a href="/market-1688">1688选品</a>
            <a href="/hot-selling">热销榜单</a>
            <a href="/new-arrival">新品上架</a>
            <a href="/distribution">一件代发</a>
          </div>
          <p>Copyright © 2023-2026 蓝海分销 版权所有</p>
          <p>浙ICP备20260001号-1</p>
        </div>
        <div className={styles.footerQrs}>
          <div>
            <img src="/qr-miniprogram.svg" alt="小程序二维码" />
            手机小程序
          </div>
          <div>
            <img src="/qr-official-account.svg" alt="公众号二维码" />
            微信公众号
          </div>
        </div>
      </div>
    </footer>
  );
}
