import { MODAL_WIDTH, PublishAsk } from '@puhuo/domain';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n/index.ts';
import { BelowCostQuestion, CategoryQuestion, type NamedPair } from './PublishQuestions.tsx';
import styles from './publishing.module.css';
import { RepublishConfirmContent, type RepublishPair } from './RepublishConfirmContent.tsx';

/** The questions the publish dialog may ask before publishing, each answered as a promise. */
export function usePublishQuestions() {
  const { modal } = App.useApp();
  const { t } = useTranslation('shared');
  const localize = useLocalized();

  /** a good already listed in a shop would be listed there again */
  const confirmRepublish = (pairs: RepublishPair[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('republishConfirmTitle'),
        content: <RepublishConfirmContent pairs={pairs} />,
        okText: t('republishConfirmOk'),
        cancelText: t('republishConfirmCancel'),
        width: MODAL_WIDTH.listingNotice,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  /** goods a shop's manual category is not for: say what they become there */
  const confirmCategories = (pairs: NamedPair[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: localize(PublishAsk.categoryTitle),
        content: <CategoryQuestion pairs={pairs} />,
        okText: localize(PublishAsk.categoryOk),
        cancelText: localize(PublishAsk.cancel),
        width: MODAL_WIDTH.listingNotice,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  /** goods under their cost in some chosen shop: lower the formula (the settings), or publish anyway */
  const askBelowCost = (pairs: NamedPair[]) =>
    new Promise<'confirm' | 'adjust' | 'cancel'>((resolve) => {
      const answer = (choice: 'confirm' | 'adjust' | 'cancel') => {
        instance.destroy();
        resolve(choice);
      };
      const instance = modal.confirm({
        title: localize(PublishAsk.belowCostTitle),
        content: <BelowCostQuestion pairs={pairs} />,
        width: MODAL_WIDTH.listingNotice,
        onCancel: () => resolve('cancel'),
        footer: () => (
          <div className={styles.askFooter}>
            <Button onClick={() => answer('cancel')}>{localize(PublishAsk.cancel)}</Button>
            <Button onClick={() => answer('adjust')}>{localize(PublishAsk.belowCostAdjust)}</Button>
            <Button type="primary" danger onClick={() => answer('confirm')} data-testid="below-cost-confirm">
              {localize(PublishAsk.belowCostOk)}
            </Button>
          </div>
        ),
      });
    });

  return { confirmRepublish, confirmCategories, askBelowCost };
}
