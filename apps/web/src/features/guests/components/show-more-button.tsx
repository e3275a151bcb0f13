import { buttonSecondary } from './styles';

/** "Tampilkan N lagi" under a long list drawn a page at a time; nothing once all are shown. */
export function ShowMoreButton(props: {
  total: number;
  shown: number;
  pageSize: number;
  onMore: (shown: number) => void;
}) {
  const { total, shown, pageSize, onMore } = props;
  if (total <= shown) return null;
  return (
    <button
      type="button"
      className={`${buttonSecondary} justify-self-center`}
      onClick={() => onMore(shown + pageSize)}
    >
      Tampilkan {Math.min(pageSize, total - shown)} lagi
    </button>
  );
}
