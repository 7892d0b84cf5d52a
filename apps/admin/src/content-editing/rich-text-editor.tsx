import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';

/**
 * Rich text with the tools whose output the server's sanitiser keeps (no colours, no alignment):
 * what staff see in the editor is what visitors get.
 */
export default function RichTextEditor({ source }: { source: string }) {
  return (
    <RichTextInput
      source={source}
      fullWidth
      toolbar={
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
