import { useState } from 'react';
import type { Theme } from '@kabar/shared/theme';
import { priceBadge } from '@kabar/shared/money';
import { Dialog } from '@/components/ui/dialog';
import { detailTitle, themeTagLabels, type DemoPart } from './theme-detail';
import { ThemeDetailBody } from './theme-detail-body';

/**
 * A theme up close: its live demo invitation at phone size, with buttons that scroll it to the
 * cover, the couple, the events and the gallery, and a link that opens the demo on its own.
 */
export function ThemeDetailDialog({
  theme,
  demoUrl,
  onClose,
}: {
  theme: Theme;
  demoUrl: string;
  onClose: () => void;
}) {
  const [part, setPart] = useState<DemoPart>('');
  return (
    <Dialog wide title={detailTitle(theme.theme_name)} onClose={onClose}>
      <ThemeDetailBody
        themeName={theme.theme_name}
        badge={priceBadge(theme.price)}
        description={theme.description}
        tags={themeTagLabels(theme.tags)}
        demoUrl={demoUrl}
        part={part}
        onPart={setPart}
      />
    </Dialog>
  );
}
