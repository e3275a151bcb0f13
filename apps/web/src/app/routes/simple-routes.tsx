import { SimplePage } from '@/components/ui/simple-page';
import { paths } from '@/config/paths';

/**
 * Routes whose screens are built by their own issues. Each says plainly what the page is for and
 * offers the way back, so a link to it is never a dead end.
 */
export const simpleRoute = (
  title: string,
  text: string,
  backTo: string = paths.home.getHref(),
  backLabel?: string,
) =>
  function Route() {
    return (
      <SimplePage title={title} backTo={backTo} backLabel={backLabel}>
        <p>{text}</p>
      </SimplePage>
    );
  };
