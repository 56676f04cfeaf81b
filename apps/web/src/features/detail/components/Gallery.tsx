import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../detail.module.css';

/** The main picture with its thumbnails; hovering a thumbnail shows it, clicking the main one zooms. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [active, setActive] = useState(0);
  const { t } = useTranslation('detail');
  const main = images[active] ?? images[0] ?? '';
  return (
    <div className={styles.gallery}>
      <Image src={main} alt={title} width={420} height={420} className={styles.mainImage} />
      <div className={styles.thumbs}>
        {images.map((url, index) => (
          <button
            type="button"
            key={url}
            className={index === active ? styles.thumbActive : styles.thumb}
            onMouseEnter={() => setActive(index)}
            onFocus={() => setActive(index)}
            aria-label={t('gallery.image', { index: index + 1 })}
          >
            <img src={url} alt="" width={64} height={64} />
          </button>
        ))}
      </div>
    </div>
  );
}
