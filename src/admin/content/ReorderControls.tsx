/**
 * The reorder controls of a list row in the back office (slider, testimonials, FAQ): a handle to
 * drag the row onto another row, and react-admin's "Muta mai sus" / "Muta mai jos" buttons for the
 * keyboard. Both only move rows in the form; the save sends the list once, so a reorder is one
 * content event and one rebuild however many rows moved.
 */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useEffect, useRef } from 'react';
import { ReOrderButtons, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { roHistory } from '../../i18n/ro/history.ts';

/** The row being dragged: its list (the iterator's source path) and how to move it. */
let dragging: { list: string; reOrder: (index: number) => void } | null = null;

export function ReorderControls() {
  const { index, reOrder } = useSimpleFormIteratorItem();
  const { source } = useSimpleFormIterator();
  const handle = useRef<HTMLSpanElement>(null);

  // The whole row is the drop target; a row of a nested list passes a drop of the outer list on.
  useEffect(() => {
    const row = handle.current?.closest('li');
    if (!row) return undefined;
    const accepts = () => dragging?.list === source;
    const over = (event: DragEvent) => {
      if (!accepts()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const drop = (event: DragEvent) => {
      if (!accepts()) return;
      event.preventDefault();
      event.stopPropagation();
      dragging?.reOrder(index);
      dragging = null;
    };
    row.addEventListener('dragover', over);
    row.addEventListener('drop', drop);
    return () => {
      row.removeEventListener('dragover', over);
      row.removeEventListener('drop', drop);
    };
  }, [index, source]);

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <span
        ref={handle}
        draggable
        role="img"
        aria-label={`${roHistory.dragHandle} (${index + 1})`}
        title={roHistory.dragHandle}
        style={{ cursor: 'grab', display: 'inline-flex', padding: 4 }}
        onDragStart={(event) => {
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          // Firefox starts a drag only with data set.
          event.dataTransfer.setData('text/plain', String(index + 1));
          const row = handle.current?.closest('li');
          if (row) event.dataTransfer.setDragImage(row, 16, 16);
          dragging = { list: source, reOrder };
        }}
        onDragEnd={() => {
          dragging = null;
        }}
      >
        <DragIndicatorIcon fontSize="small" color="action" />
      </span>
      <ReOrderButtons />
    </span>
  );
}
