/**
 * The rich-text field of FAQ answers and legal pages: the formats the site's sanitizer keeps
 * (bold, italic, lists, links, quotes), without the heading menu (its toolbar item fails axe:
 * a list item outside a list, and a name that differs from the text shown). The editable area
 * carries the field's label as its accessible name.
 */
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

export function HtmlInput({ source, label }: { source: string; label: string }) {
  return (
    <RichTextInput
      source={source}
      label={label}
      fullWidth
      toolbar={
        <RichTextInputToolbar>
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
      editorOptions={{
        ...DefaultEditorOptions,
        editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
      }}
    />
  );
}
