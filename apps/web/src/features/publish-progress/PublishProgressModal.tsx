import { MODAL_WIDTH, PROGRESS_COMPLETE, PROGRESS_POLL_MS } from '@puhuo/domain';
import { Button, Modal, Progress } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishProgressApi } from './publish-progress.api.ts';

interface Props {
  taskId: string | null;
  onClose(): void;
  onViewResults(): void;
}

/**
 * Spec doc 2 §2 progress dialog: polls the task every second until 100; closing stops polling and
 * resets to 0 (the publishing itself goes on).
 */
export function PublishProgressModal({ taskId, onClose, onViewResults }: Props) {
  const { t } = useTranslation('shared');
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!taskId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const result = await publishProgressApi.progress(taskId, controller.signal);
        setProgress(result.progress);
        if (result.progress >= PROGRESS_COMPLETE) return;
      } catch {
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(poll, PROGRESS_POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setProgress(0);
    };
  }, [taskId]);

  const done = progress >= PROGRESS_COMPLETE;
  return (
    <Modal
      open={taskId !== null}
      width={MODAL_WIDTH.progress}
      title={done ? t('progressTitleDone') : t('progressTitleRunning')}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      // above the results drawers it is opened from
      zIndex={2000}
      destroyOnHidden
    >
      <div data-testid="publish-progress">
        <Progress percent={progress} status={done ? 'success' : 'active'} />
        {done ? (
          <Button type="primary" block style={{ marginTop: 16 }} onClick={onViewResults}>
            {t('viewResults')}
          </Button>
        ) : (
          <p style={{ marginTop: 12, color: '#8c8c8c', fontSize: 13 }}>{t('progressClosableHint')}</p>
        )}
      </div>
    </Modal>
  );
}
