import { MODAL_WIDTH } from '@puhuo/domain';
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components/auth.module.css';
import { LEGAL_VALUES, type LegalDocument, type LegalText } from './legal-texts.ts';

/** `[[privacy:《隐私政策》]]` in a paragraph: a link that opens that document (spec doc 2 §9: 6.1 links to the privacy policy). */
const DOCUMENT_LINK = /\[\[(agreement|privacy|priceRules):([^\]]+)\]\]/g;

function Paragraph({ text, onOpen }: { text: string; onOpen: (document: LegalDocument) => void }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(DOCUMENT_LINK)) {
    parts.push(text.slice(at, match.index));
    const document = match[1] as LegalDocument;
    parts.push(
      <Typography.Link key={match.index} onClick={() => onOpen(document)} data-testid={`legal-link-${document}`}>
        {match[2]}
      </Typography.Link>,
    );
    at = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(at));
  return <p>{parts}</p>;
}

/**
 * A legal text in an 880-wide modal without footer; its content is destroyed on close. A link in it to
 * another document opens that one in its place.
 */
export default function LegalModal({ document: shown, onClose }: { document: LegalDocument; onClose: () => void }) {
  const [document, setDocument] = useState(shown);
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
              <Paragraph key={p} text={p} onOpen={setDocument} />
            ))}
          </section>
        ))}
      </div>
    </Modal>
  );
}
