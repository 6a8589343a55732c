/**
 * Slider, Testimoniale, Intrebari frecvente, Pagini legale and Setari. Lists are edited whole and
 * reordered by dragging a row or with the up/down buttons (ReorderControls); FAQ answers and legal
 * pages get the rich-text editor with the sanitized preview. The server checks every field with the
 * same schemas (src/domain/cms/content-payloads.ts) and stores the HTML sanitized. Each record shows
 * its history (HistoryPanel) with a one-click restore.
 */
import {
  ArrayInput,
  DataTable,
  DateField,
  DateInput,
  Edit,
  List,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  usePermissions,
} from 'react-admin';
import * as v from 'valibot';
import { FIGURE_KEYS, type FigureKey } from '../../domain/business-figures.ts';
import type { HistoryKind } from '../../domain/cms/history.ts';
import { RETENTION_KEYS, RETENTION_PERIODS } from '../../domain/privacy/retention.ts';
import { roBackOffice } from '../../i18n/ro/back-office.ts';
import { roAccountScreen } from '../../i18n/ro/car-media.ts';
import { roFigureSettings } from '../../i18n/ro/figure-settings.ts';
import { FIGURE_RULES } from '../../lib/validation/figure-settings.ts';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { CURRENT } from '../providers/content-documents.ts';
import { choicesOf, fillText, t } from '../text.ts';
import { HtmlInput } from './HtmlInput.tsx';
import { ReorderControls } from './ReorderControls.tsx';

const labels = roBackOffice.resources;

const nullable = (value: unknown) => (value === '' ? null : value);

/** A whole-list document: no list page, the one record opens at once; `history`: its versions below. */
function DocumentEdit({
  title,
  history,
  children,
}: {
  title: string;
  history?: HistoryKind;
  children: React.ReactNode;
}) {
  return (
    <Edit id={CURRENT} title={title} mutationMode="pessimistic" redirect={false} actions={false}>
      <SimpleForm warnWhenUnsavedChanges>{children}</SimpleForm>
      {history ? <HistoryPanel kind={history} id={CURRENT} /> : null}
    </Edit>
  );
}

const reorder = <ReorderControls />;
/**
 * react-admin shows a row's buttons only while the pointer hovers it (visibility: hidden), which
 * takes them out of the keyboard's reach: they stay visible here.
 */
const rowButtonsShown = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

export function SlidersEdit() {
  return (
    <DocumentEdit title={labels.sliders.name} history="sliders">
      <ArrayInput source="items">
        <SimpleFormIterator reOrderButtons={reorder} sx={rowButtonsShown}>
          <TextInput source="image" fullWidth />
          <TextInput source="text" multiline fullWidth />
          <TextInput source="button_text" parse={nullable} />
          <TextInput source="button_link" parse={nullable} />
        </SimpleFormIterator>
      </ArrayInput>
    </DocumentEdit>
  );
}

export function TestimonialsEdit() {
  return (
    <DocumentEdit title={labels.testimonials.name} history="testimonials">
      <ArrayInput source="items">
        <SimpleFormIterator reOrderButtons={reorder} sx={rowButtonsShown}>
          <TextInput source="title" fullWidth />
          <TextInput source="testimonial" multiline fullWidth />
          <TextInput source="author" />
          <TextInput source="author_picture" fullWidth />
          <TextInput source="video_url" fullWidth parse={nullable} />
        </SimpleFormIterator>
      </ArrayInput>
    </DocumentEdit>
  );
}

export function FaqsEdit() {
  return (
    <DocumentEdit title={labels.faqs.name} history="faqs">
      <ArrayInput source="items">
        <SimpleFormIterator reOrderButtons={reorder} sx={rowButtonsShown}>
          <TextInput source="name" fullWidth />
          <ArrayInput source="faqs">
            <SimpleFormIterator reOrderButtons={reorder} sx={rowButtonsShown}>
              <TextInput source="question" fullWidth />
              <HtmlInput source="answer" label={labels.faqs.fields['items.faqs.answer']} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </DocumentEdit>
  );
}

export function StaticPageList() {
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime locales="ro-RO" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function StaticPageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="name" fullWidth />
        <HtmlInput source="content" label={labels['static-pages'].fields.content} />
      </SimpleForm>
      <HistoryPanel kind="static-page" />
    </Edit>
  );
}

/** Staff security is the admins' call: editors do not see it (the server refuses them anyway). */
function AdminTotpSetting() {
  const { permissions } = usePermissions<string>();
  if (permissions !== 'admin') return null;
  return (
    <SelectInput
      source="admin_totp_required"
      label={roAccountScreen.settingLabel}
      choices={choicesOf(roAccountScreen.settingChoices, false)}
    />
  );
}

/** The same rule the server applies (src/lib/validation/figure-settings.ts), its message under the field. */
const figureRule = (key: FigureKey) => (value: unknown) => {
  const result = v.safeParse(FIGURE_RULES[key], typeof value === 'number' ? String(value) : value);
  return result.success ? undefined : result.issues[0].message;
};

function FigureInput({ source, helperText }: { source: FigureKey; helperText?: string }) {
  return (
    <TextInput
      source={source}
      label={roFigureSettings.labels[source]}
      validate={figureRule(source)}
      helperText={helperText ?? false}
    />
  );
}

export function SettingsEdit() {
  // The retention periods decide what personal data is erased: admins only (the server agrees).
  const { permissions } = usePermissions<string>();
  const k = FIGURE_KEYS;
  return (
    <DocumentEdit title={labels.settings.name}>
      <DateInput source="offers_valid_until" />
      <TextInput source="business_inbox" type="email" />
      <FigureInput source={k.reservationFeeEur} helperText={roFigureSettings.hints.fees} />
      <FigureInput source={k.guaranteeEur} />
      <FigureInput source={k.eurRonRate} />
      <FigureInput source={k.fileFeePct} helperText={roFigureSettings.hints.fileFee} />
      <FigureInput source={k.fileFeeMinEur} />
      <FigureInput source={k.extraKmEur} />
      <FigureInput source={k.cascoExcessEur} />
      <FigureInput source={k.rcaEstimateRonYear} helperText={roFigureSettings.hints.totalCost} />
      <FigureInput source={k.carTaxEstimateRonYear} />
      <FigureInput source={k.depreciationPctYear} />
      <FigureInput source={k.valueLossEurPer1000Km} />
      <FigureInput source={k.supportPhone} />
      <FigureInput source={k.supportEmail} />
      <FigureInput source={k.supportHours} />
      <AdminTotpSetting />
      {permissions === 'admin' ? (
        <TextInput
          source="reservation_release_hours"
          inputMode="numeric"
          helperText={roBackOffice.backOffice.releaseHoursHint}
        />
      ) : null}
      {permissions === 'admin'
        ? RETENTION_KEYS.map((key) => (
            <TextInput
              key={key}
              source={key}
              inputMode="numeric"
              helperText={fillText(t.defaultValue, { value: String(RETENTION_PERIODS[key].fallback) })}
            />
          ))
        : null}
    </DocumentEdit>
  );
}
