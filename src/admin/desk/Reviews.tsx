/**
 * Cereri de evaluare (issue 35): refused applicants who asked a person to review the automated
 * decision. The list puts the nearest deadline first and shows it in red when close (two working
 * days, src/domain/desk/review-deadline.ts, decided by the server); the detail shows the applicant's
 * text, the decision's facts and reason, and the reviewer's decision form.
 */
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  Labeled,
  List,
  Show,
  SimpleShowLayout,
  TextField as TextValue,
  useRecordContext,
} from 'react-admin';
import type { DeadlineState } from '../../domain/desk/review-deadline.ts';
import { countOf } from '../../domain/format.ts';
import { fillText } from '../text.ts';
import { ActionMessage, type DeskStatus, d, dayOfInstant, StatusField, useDeskAction } from './desk-ui.tsx';

interface Review {
  id: number;
  status: DeskStatus;
  answer_due_at: string;
  due_state: DeadlineState | null;
  working_days_left: number | null;
  point_of_view: string;
  decision_explanation: string[];
  reviewer_conflict: string | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

/** The due day, in red with the working days left when close or overdue. */
export function DueField() {
  const review = useRecordContext<Review>();
  if (!review) return null;
  const date = dayOfInstant(review.answer_due_at);
  if (!review.due_state) return <span>{date}</span>;
  const left = review.working_days_left ?? 0;
  const note =
    review.due_state === 'overdue'
      ? countOf(-left, d.dueOverdue)
      : left === 0
        ? d.dueToday
        : countOf(left, d.dueLeft);
  const urgent = review.due_state !== 'open';
  return (
    <Box component="span" sx={urgent ? { color: 'error.main', fontWeight: 700 } : undefined}>
      {date} ({note})
    </Box>
  );
}

export function ReviewList() {
  return (
    <List pagination={false} exporter={false} empty={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="car" disableSort />
        <DataTable.Col source="requested_at" disableSort>
          <DateField source="requested_at" locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="answer_due_at" disableSort>
          <DueField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function DecisionForm({ review }: { readonly review: Review }) {
  const action = useDeskAction(`/reviews/${review.id}/decision`, d.decided);
  const [outcome, setOutcome] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Box
      component="form"
      aria-labelledby="review-decide-title"
      onSubmit={(event) => {
        event.preventDefault();
        void action.send({ outcome, reason });
      }}
      sx={{ maxWidth: 640 }}
    >
      <Typography id="review-decide-title" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {d.decideTitle}
      </Typography>
      <ActionMessage action={action} />
      <FormControl error={Boolean(action.errors.outcome)} sx={{ mb: 2 }}>
        <FormLabel id="review-outcome-label">{d.outcome}</FormLabel>
        <RadioGroup
          aria-labelledby="review-outcome-label"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value)}
        >
          <FormControlLabel value="approved" control={<Radio />} label={d.outcomeApproved} />
          <FormControlLabel value="upheld" control={<Radio />} label={d.outcomeUpheld} />
        </RadioGroup>
        {action.errors.outcome ? <FormHelperText>{action.errors.outcome}</FormHelperText> : null}
      </FormControl>
      <TextField
        label={d.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(action.errors.reason)}
        helperText={action.errors.reason ?? d.reasonHelp}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" disabled={action.pending} sx={{ mt: 2 }}>
        {d.send}
      </Button>
    </Box>
  );
}

export function ReviewDetails() {
  const review = useRecordContext<Review>();
  // The list's row stands in for the record while the detail loads: wait for the detail's fields.
  if (!review?.decision_explanation) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2">
        {d.applicantText}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
        {review.point_of_view || d.noApplicantText}
      </Typography>
      <Typography variant="h6" component="h2">
        {d.decisionTitle}
      </Typography>
      {review.decision_explanation.map((line) => (
        <Typography key={line} sx={{ mb: 1 }}>
          {line}
        </Typography>
      ))}
      {review.status === 'pending' ? (
        review.reviewer_conflict ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {review.reviewer_conflict}
          </Alert>
        ) : (
          <DecisionForm review={review} />
        )
      ) : (
        <Typography sx={{ mt: 2 }}>
          {fillText(d.decidedInfo, {
            by: review.decided_by ?? '',
            date: dayOfInstant(review.decided_at),
            outcome: d.statuses[review.status],
          })}
          {review.reason ? ` ${review.reason}` : ''}
        </Typography>
      )}
    </Box>
  );
}

export function ReviewShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextValue source="name" />
        <TextValue source="email" />
        <TextValue source="car" />
        <DateField source="requested_at" locales="ro-RO" />
        <Labeled source="answer_due_at">
          <DueField />
        </Labeled>
        <Labeled source="status">
          <StatusField />
        </Labeled>
      </SimpleShowLayout>
      <ReviewDetails />
    </Show>
  );
}
