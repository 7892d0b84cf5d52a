import { Button } from 'react-admin';

/**
 * Downloads a CSV the server makes from every matching record (and notes in the audit log),
 * however many there are: react-admin's own export pages through the list and stops at its limit.
 */
export function CsvExportButton({ href, label }: { href: string; label: string }) {
  return <Button label={label} component="a" href={href} {...{ download: true }} />;
}
