/** Editing and creating a car, and duplicating it (Duplica); the public page is one click away. */
import { Button, Create, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { PublishStatus } from '../publish/Publish.tsx';
import { t } from '../text.ts';
import { CarForm } from './CarForm.tsx';
import { DuplicateButton } from './DuplicateButton.tsx';

function ViewOnSite() {
  const record = useRecordContext<{ sku?: string }>();
  if (!record?.sku) return null;
  return (
    <Button
      label={t.viewOnSite}
      onClick={() => window.open(`/masina/${encodeURIComponent(record.sku ?? '')}`, '_blank', 'noopener')}
    />
  );
}

export function CarEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <PublishStatus />
          <DuplicateButton />
          <ViewOnSite />
        </TopToolbar>
      }
    >
      <CarForm />
      <HistoryPanel kind="car" />
    </Edit>
  );
}

export function CarCreate() {
  return (
    <Create redirect="edit">
      <CarForm creating />
    </Create>
  );
}
