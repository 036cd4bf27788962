import { Button } from '../../ui/Button';
import { useT } from '../../ui/use-t';

/** Previous and next page of a history list; hidden when everything fits on one page. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages < 2) return null;
  return (
    <nav className="fd-pager" aria-label={t('fund_pages')}>
      <Button size="small" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('fund_previous')}
      </Button>
      <span>{t('fund_page_of', { page, pages })}</span>
      <Button size="small" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('fund_next')}
      </Button>
    </nav>
  );
}
