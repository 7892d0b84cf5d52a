import { useT } from '../i18n/use-i18n.ts';

/** The loading text of a list (SPEC §4), announced politely to screen readers. */
export function LoadingText({ text }: { text?: string }) {
  const t = useT();
  return (
    <p className="text-center text-secondary py-4" role="status">
      {text ?? t('common.loading')}
    </p>
  );
}

/** The error text of a list or page (SPEC §8). */
export function ErrorText({ message }: { message: string }) {
  return (
    <div className="alert alert-danger my-3" role="alert">
      {message}
    </div>
  );
}

/** An empty list's text. */
export function EmptyText({ text }: { text: string }) {
  return <p className="text-center text-secondary py-4 mb-0">{text}</p>;
}
