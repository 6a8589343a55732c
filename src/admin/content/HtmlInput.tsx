/**
 * The rich-text field of FAQ answers and legal pages: the formats the site's sanitizer keeps
 * (bold, italic, lists, links, quotes), without the heading menu (its toolbar item fails axe:
 * a list item outside a list, and a name that differs from the text shown). The editable area
 * carries the field's label as its accessible name.
 * A switch shows the HTML itself instead (the legal pages' tables and heading anchors, which the
 * rich-text editor cannot draw). Beside the editor, the preview: the HTML as the site's sanitizer (cms-html.ts) leaves it, which
 * is what the server stores on save and the site publishes.
 */
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
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
import { useMemo, useState } from 'react';
import { TextInput, useInput } from 'react-admin';
import { sanitizeCmsHtml } from '../../domain/cms/cms-html.ts';
import { roHistory } from '../../i18n/ro/history.ts';
import { fillText } from '../text.ts';

/** Watches its own field only (a whole-form watch redrew every preview on each keystroke). */
function Preview({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  const html = typeof field.value === 'string' ? field.value : '';
  const published = useMemo(() => sanitizeCmsHtml(html), [html]);
  return (
    <Box
      component="section"
      aria-label={`${roHistory.preview}: ${label}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        minHeight: 80,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0 }}>
        {roHistory.preview}
      </Typography>
      {published.trim() === '' ? (
        <Typography variant="body2">{roHistory.previewEmpty}</Typography>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own sanitizer just cleaned it
        <div dangerouslySetInnerHTML={{ __html: published }} />
      )}
    </Box>
  );
}

export function HtmlInput({ source, label }: { source: string; label: string }) {
  const [code, setCode] = useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={code} onChange={(event) => setCode(event.target.checked)} />}
        label={`${roHistory.htmlSource}: ${label}`}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 2,
          width: '100%',
          alignItems: 'start',
        }}
      >
        {code ? (
          <TextInput
            source={source}
            label={fillText(roHistory.htmlLabel, { label })}
            multiline
            minRows={6}
            fullWidth
          />
        ) : (
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
        )}
        <Preview source={source} label={label} />
      </Box>
    </Box>
  );
}
