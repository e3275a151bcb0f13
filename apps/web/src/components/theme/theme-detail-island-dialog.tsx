import { Dialog } from '@/components/ui/dialog';
import { ThemeDetailBody } from './theme-detail-body';

/**
 * The same dialog drawn empty and closed for a page without React (decision 035): the page's
 * island fills in the theme and opens it (apps/web/src/islands/theme-dialogs.ts).
 */
export function ThemeDetailIslandDialog() {
  return (
    <Dialog wide title="" onClose={() => undefined} island="theme-detail">
      <ThemeDetailBody themeName="" badge="" description="" tags={[]} part="" />
    </Dialog>
  );
}
