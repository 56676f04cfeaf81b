import { MODAL_WIDTH } from '@puhuo/domain';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../components/auth.module.css';
import { LEGAL_VALUES, type LegalDocument, type LegalText } from './legal-texts.ts';

/** A legal text in an 880-wide modal without footer; its content is destroyed on close. */
export default function LegalModal({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const text: LegalText = t(document, { returnObjects: true, ...LEGAL_VALUES });
  return (
    <Modal open title={text.title} width={MODAL_WIDTH.legal} footer={null} onCancel={onClose} destroyOnHidden>
      <div className={styles.legal} data-testid="legal-text">
        {text.meta && <Typography.Text type="secondary">{text.meta}</Typography.Text>}
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </div>
    </Modal>
  );
}
