import { useMemo } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { RICH_TEXT_EXTENSIONS, storedHtmlOf } from './rich-text-schema.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

/** Tables and fine print read as they do on the public page. */
const EDITOR_STYLES = {
  '& .ProseMirror table': { borderCollapse: 'collapse', my: 2, minWidth: '50%' },
  '& .ProseMirror th, & .ProseMirror td': {
    border: 1,
    borderColor: 'divider',
    px: 1,
    py: 0.5,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& .ProseMirror th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
  '& .ProseMirror small': { fontSize: '0.85em' },
};

/**
 * Rich text with the tools whose output the server's sanitiser keeps: what staff see in the
 * editor is what visitors get, and a save changes only what staff changed.
 */
export default function RichTextEditor({ source }: { source: string }) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const label = translateLabel({ source, resource });
  // The editable area is the textbox a screen reader meets: it carries the field's name itself
  // (react-admin names only the frame around it).
  const editorOptions = useMemo(
    () => ({ extensions: RICH_TEXT_EXTENSIONS, editorProps: { attributes: { 'aria-label': String(label) } } }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      fullWidth
      editorOptions={editorOptions}
      parse={storedHtmlOf}
      toolbar={<RichTextToolbar />}
      sx={EDITOR_STYLES}
    />
  );
}
