import DeleteSweep from '@mui/icons-material/DeleteSweep';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import PlaylistRemove from '@mui/icons-material/PlaylistRemove';
import TableChart from '@mui/icons-material/TableChart';
import TextDecrease from '@mui/icons-material/TextDecrease';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Tool {
  /** The key of its label under `rennfeld.editor`, also its accessible name and tooltip. */
  name: string;
  /** An icon, or the label shown as text when none says it well. */
  icon?: ReactNode;
  isActive?: (editor: Editor) => boolean;
  isAvailable?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const BLOCK_TOOLS: Tool[] = [
  {
    name: 'paragraph',
    isActive: (editor) => editor.isActive('paragraph'),
    run: (editor) => editor.chain().focus().setParagraph().run(),
  },
  {
    name: 'heading',
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'subheading',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
];

const FORMAT_TOOLS: Tool[] = [
  {
    name: 'bold',
    icon: <FormatBold fontSize="inherit" />,
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: <FormatItalic fontSize="inherit" />,
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'small',
    icon: <TextDecrease fontSize="inherit" />,
    isActive: (editor) => editor.isActive('small'),
    run: (editor) => editor.chain().focus().toggleMark('small').run(),
  },
  {
    name: 'clear_format',
    icon: <FormatClear fontSize="inherit" />,
    run: (editor) => editor.chain().focus().unsetAllMarks().run(),
  },
];

const LIST_TOOLS: Tool[] = [
  {
    name: 'bullet_list',
    icon: <FormatListBulleted fontSize="inherit" />,
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'numbered_list',
    icon: <FormatListNumbered fontSize="inherit" />,
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'quote',
    icon: <FormatQuote fontSize="inherit" />,
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

const inTable = (editor: Editor) => editor.isActive('table');

const TABLE_TOOLS: Tool[] = [
  {
    name: 'insert_table',
    icon: <TableChart fontSize="inherit" />,
    isAvailable: (editor) => !inTable(editor),
    run: (editor) => editor.chain().focus().insertTable({ rows: 3, cols: 2, withHeaderRow: false }).run(),
  },
  {
    name: 'add_row',
    icon: <PlaylistAdd fontSize="inherit" />,
    isAvailable: inTable,
    run: (editor) => editor.chain().focus().addRowAfter().run(),
  },
  {
    name: 'delete_row',
    icon: <PlaylistRemove fontSize="inherit" />,
    isAvailable: inTable,
    run: (editor) => editor.chain().focus().deleteRow().run(),
  },
  {
    name: 'delete_table',
    icon: <DeleteSweep fontSize="inherit" />,
    isAvailable: inTable,
    run: (editor) => editor.chain().focus().deleteTable().run(),
  },
];

function ToolGroup({ tools, editor }: { tools: Tool[]; editor: Editor | null }) {
  const translate = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => ({
        active: current ? (tool.isActive?.(current) ?? false) : false,
        available: current ? current.isEditable && (tool.isAvailable?.(current) ?? true) : false,
      })),
  });
  return (
    <ToggleButtonGroup size="small">
      {tools.map((tool, index) => {
        const label = translate(`rennfeld.editor.${tool.name}`);
        return (
          <ToggleButton
            key={tool.name}
            value={tool.name}
            aria-label={tool.icon ? label : undefined}
            title={label}
            selected={state?.[index]?.active ?? false}
            disabled={!(state?.[index]?.available ?? false)}
            onClick={() => editor && tool.run(editor)}
            sx={tool.icon ? undefined : { textTransform: 'none', px: 1.25 }}
          >
            {tool.icon ?? label}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

function LinkTools({ editor }: { editor: Editor | null }) {
  const translate = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: current?.isActive('link') ?? false,
      selection: current ? !current.state.selection.empty : false,
      editable: current?.isEditable ?? false,
    }),
  });
  const addLabel = translate('rennfeld.editor.link');
  const removeLabel = translate('rennfeld.editor.unlink');
  const addLink = () => {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(translate('rennfeld.editor.link_prompt'), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <ToggleButtonGroup size="small">
      <ToggleButton
        value="link"
        aria-label={addLabel}
        title={addLabel}
        selected={state?.active ?? false}
        disabled={!state?.editable || !(state.selection || state.active)}
        onClick={addLink}
      >
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="unlink"
        aria-label={removeLabel}
        title={removeLabel}
        disabled={!state?.editable || !state.active}
        onClick={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOff fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The editor's tools, in the staff area's language: only what the public pages show. */
export function RichTextToolbar() {
  const editor = useTiptapEditor();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <ToolGroup tools={BLOCK_TOOLS} editor={editor} />
      <ToolGroup tools={FORMAT_TOOLS} editor={editor} />
      <ToolGroup tools={LIST_TOOLS} editor={editor} />
      <LinkTools editor={editor} />
      <ToolGroup tools={TABLE_TOOLS} editor={editor} />
    </Box>
  );
}
