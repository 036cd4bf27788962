import { agents, call, type ResponseOf } from '../../../core';
import { ScrollList } from '../../ui/lists/ScrollList';
import { type PagedAnswer, usePagedList } from '../../ui/lists/use-paged-list';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/use-t';
import { asPaged, PAGE_SIZE } from '../paged';
import { BetTable } from '../team/BetTable';

type Answer = ResponseOf<typeof agents.incomeRounds> & PagedAnswer<agents.TeamBetRow>;

function Rounds({ line }: { line: agents.IncomeLine }) {
  const t = useT();
  const list = usePagedList<agents.TeamBetRow, Answer>(
    async (page) =>
      asPaged(await call(agents.incomeRounds, { incomeId: line.id, page, pageSize: PAGE_SIZE })),
    String(line.id),
  );
  return (
    <ScrollList
      list={list}
      emptyText={t('ag_income_no_rounds')}
      label={t('ag_income_rounds')}
      part="income-rounds"
    >
      <BetTable rows={list.items} />
    </ScrollList>
  );
}

/** The rounds one settlement was computed from. */
export function IncomeRoundsDialog({
  line,
  onClose,
}: {
  line: agents.IncomeLine | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={line !== null}
      onClose={onClose}
      title={t('ag_income_rounds')}
      width={960}
      minHeight={0}
      part="income-rounds-dialog"
    >
      {line && (
        <div className="centre-stack">
          <p className="centre-section__hint">{line.basis}</p>
          <Rounds line={line} />
        </div>
      )}
    </Modal>
  );
}
