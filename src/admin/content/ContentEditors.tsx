/**
 * Slider, Testimoniale, Intrebari frecvente, Pagini legale and Setari. Lists are edited whole and
 * reordered with the up/down buttons; FAQ answers and legal pages get the rich-text editor. The
 * server checks every field with the same schemas (src/domain/cms/content-payloads.ts) and the
 * site sanitizes the HTML when it builds.
 */
import {
  ArrayInput,
  DataTable,
  DateField,
  DateInput,
  Edit,
  List,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import * as v from 'valibot';
import { FIGURE_KEYS, type FigureKey } from '../../domain/business-figures.ts';
import { roBackOffice } from '../../i18n/ro/back-office.ts';
import { roFigureSettings } from '../../i18n/ro/figure-settings.ts';
import { FIGURE_RULES } from '../../lib/validation/figure-settings.ts';
import { CURRENT } from '../providers/content-documents.ts';
import { HtmlInput } from './HtmlInput.tsx';

const labels = roBackOffice.resources;

const nullable = (value: unknown) => (value === '' ? null : value);

/** A whole-list document: no list page, the one record opens at once. */
function DocumentEdit({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Edit id={CURRENT} title={title} mutationMode="pessimistic" redirect={false} actions={false}>
      <SimpleForm warnWhenUnsavedChanges>{children}</SimpleForm>
    </Edit>
  );
}

export function SlidersEdit() {
  return (
    <DocumentEdit title={labels.sliders.name}>
      <ArrayInput source="items">
        <SimpleFormIterator>
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
    <DocumentEdit title={labels.testimonials.name}>
      <ArrayInput source="items">
        <SimpleFormIterator>
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
    <DocumentEdit title={labels.faqs.name}>
      <ArrayInput source="items">
        <SimpleFormIterator>
          <TextInput source="name" fullWidth />
          <ArrayInput source="faqs">
            <SimpleFormIterator>
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
    </Edit>
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
      <FigureInput source={k.supportPhone} />
      <FigureInput source={k.supportEmail} />
      <FigureInput source={k.supportHours} />
    </DocumentEdit>
  );
}
