import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { PublishSelectionContext, type SelectedGood } from '../distribution-list/index.ts';
import { PublishProgressContext, PublishProgressModal } from '../publish-progress/index.ts';
import { ResultsDrawer, usePublishProgressEvents } from '../results/index.ts';
import { useShopsUi } from '../shops/index.ts';
import { PlatformSettingsDrawer, type SettingsShop } from '../templates/index.ts';
import type { PublishGoods } from './publishing.api.ts';
import { publishingQueries } from './publishing.queries.ts';
import { PublishingContext } from './publishing-context.ts';

// each screen loads when it is first opened: the market pages do not carry their code (the other
// features' screens are lazy in their index)
const PublishToShopsDialog = lazy(async () => ({
  default: (await import('./PublishToShopsDialog.tsx')).PublishToShopsDialog,
}));
const ResultsBanner = lazy(async () => ({ default: (await import('./ResultsBanner.tsx')).ResultsBanner }));

interface ProgressState {
  taskId: string;
  onViewResults?: () => void;
}

const toPublishGoods = (good: SelectedGood): PublishGoods => ({
  goodsId: good.goodsId,
  tenantId: good.goodsTenantId,
  supplierType: good.supplierType,
  title: good.title,
  imgUrl: good.imgUrl,
});

/** Holds the publishing screens that any page may open: publish dialog, settings, progress, results. */
export function PublishingProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const shopsUi = useShopsUi();
  // open results windows, shop counts and the dialog's notes follow publishing live
  usePublishProgressEvents();
  const [resultsOpen, setResultsOpen] = useState(false);
  const [progress, setProgress] = useState<ProgressState | null>(null);
  const [publishGoods, setPublishGoods] = useState<PublishGoods[] | null>(null);
  const [settingsShops, setSettingsShops] = useState<SettingsShop[] | null>(null);

  const openResults = useCallback(() => setResultsOpen(true), []);
  const openProgress = useCallback(
    (taskId: string, onViewResults?: () => void) => setProgress({ taskId, onViewResults }),
    [],
  );
  const openPublish = useCallback((goods: PublishGoods[]) => setPublishGoods(goods), []);
  const value = useMemo(() => ({ openResults, openPublish }), [openResults, openPublish]);
  const progressOpener = useMemo(() => ({ openProgress }), [openProgress]);
  const selection = useMemo(
    () => ({ openPublishDialog: (goods: SelectedGood[]) => openPublish(goods.map(toPublishGoods)) }),
    [openPublish],
  );

  const viewResults = () => {
    const next = progress?.onViewResults ?? openResults;
    setProgress(null);
    next();
  };
  const closeSettings = () => {
    setSettingsShops(null);
    // a fixed template changes what the dialog's preflight says
    void queryClient.invalidateQueries({ queryKey: publishingQueries.preflights() });
  };
  const previewGood = publishGoods?.[0];

  return (
    <PublishingContext.Provider value={value}>
      <PublishProgressContext.Provider value={progressOpener}>
        <PublishSelectionContext.Provider value={selection}>
          {children}
          {publishGoods && (
            <Suspense fallback={null}>
              <PublishToShopsDialog
                goods={publishGoods}
                onClose={() => setPublishGoods(null)}
                onPublished={(taskId) => openProgress(taskId)}
                onOpenSettings={(shops) => setSettingsShops(shops)}
                onAddShop={() => shopsUi.openBindShop()}
              />
            </Suspense>
          )}
          {settingsShops && (
            <Suspense fallback={null}>
              <PlatformSettingsDrawer
                open
                shops={settingsShops}
                initialShopId={settingsShops[0]?.id}
                previewGood={previewGood ? { tenantId: previewGood.tenantId, id: previewGood.goodsId } : undefined}
                onClose={closeSettings}
              />
            </Suspense>
          )}
          {resultsOpen && (
            <Suspense fallback={null}>
              <ResultsDrawer open onClose={() => setResultsOpen(false)} banner={<ResultsBanner />} />
            </Suspense>
          )}
          {progress && (
            <Suspense fallback={null}>
              <PublishProgressModal
                taskId={progress.taskId}
                onClose={() => setProgress(null)}
                onViewResults={viewResults}
              />
            </Suspense>
          )}
        </PublishSelectionContext.Provider>
      </PublishProgressContext.Provider>
    </PublishingContext.Provider>
  );
}
