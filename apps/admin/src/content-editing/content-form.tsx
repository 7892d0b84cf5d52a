import { Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useFormContext, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  Button,
  CloneButton,
  Create,
  DeleteWithConfirmButton,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  DateTimeInput,
  LinearProgress,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type DateTimeInputProps,
  type RaRecord,
  type TextInputProps,
} from 'react-admin';
import { buildPreviewPath, PUBLICATION_STATUSES, slugify } from '@rennfeld/contract/staff';
import { translateContractMessage } from '../i18n/contract-messages.ts';
/**
 * The contract's schema as the form's validator: the rules the server applies, checked as staff
 * type, each error under its field in the staff's language. The values are passed on as typed
 * (`raw`), so the record's id and version travel with the save.
 */
export function contractResolver(schema: Parameters<typeof zodResolver>[0]): Resolver {
  const resolve = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    // The page's language, which the i18n provider keeps to the staff's choice.
    return { ...result, errors: inStaffLanguage(result.errors, document.documentElement.lang) } as ResolverResult;
  };
}

function inStaffLanguage<T>(errors: T, locale: string): T {
  if (Array.isArray(errors)) return errors.map((error: unknown) => inStaffLanguage(error, locale)) as T;
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? translateContractMessage(value, locale)
        : key === 'ref'
          ? value
          : inStaffLanguage(value, locale),
    ]),
  ) as T;
}

/**
 * The slug field: while staff have not typed in it, it follows the name (`Getriebeöl 10W-60` →
 * `getriebeoel-10w-60`); once edited, it is theirs. An existing record's slug never follows, as
 * changing it moves a public address.
 */
export function SlugInput({ from = 'name', ...props }: Omit<TextInputProps, 'source'> & { from?: string }) {
  const record = useRecordContext();
  const { setValue, getFieldState } = useFormContext();
  const name = useWatch({ name: from }) as string | undefined;
  const follows = useRef(record?.id === undefined);
  useEffect(() => {
    if (follows.current && !getFieldState('slug').isDirty) setValue('slug', slugify(name ?? ''));
  }, [name, setValue, getFieldState]);
  return <TextInput source="slug" onInput={() => (follows.current = false)} {...props} />;
}

/** Draft and published, as lists, filters and forms offer them. */
export const PUBLICATION_CHOICES = PUBLICATION_STATUSES.map((status) => ({
  id: status,
  name: `rennfeld.content.status_${status}`,
}));

/** The state a visitor meets: a published record whose time has not come is "Scheduled". */
export function PublicationStateField({ timeSource }: { label?: string; timeSource: string }) {
  const record = useRecordContext<{ status: string } & Record<string, unknown>>();
  const translate = useTranslate();
  if (!record) return null;
  const publishedAt = record[timeSource];
  const scheduled =
    record.status === 'published' && typeof publishedAt === 'string' && new Date(publishedAt) > new Date();
  return (
    <Typography component="span" variant="body2">
      {translate(scheduled ? 'rennfeld.content.status_scheduled' : `rennfeld.content.status_${record.status}`)}
    </Typography>
  );
}

export function PublicationStatusInput() {
  return <SelectInput source="status" choices={PUBLICATION_CHOICES} defaultValue="draft" />;
}

/** The browser's local date and time, kept in the form as an ISO timestamp (UTC). */
export function TimestampInput(props: DateTimeInputProps) {
  return <DateTimeInput parse={(value: string) => (value === '' ? '' : new Date(value).toISOString())} {...props} />;
}

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The rich-text editor (TipTap, a third of the app's weight) loads when a form first shows it. */
export function ContentRichTextInput({ source }: { source: string }) {
  return (
    <Suspense fallback={<LinearProgress />}>
      <RichTextEditor source={source} />
    </Suspense>
  );
}

/** A list of records inside a record (sub-categories, sizes) copied as new ones: without their ids. */
function withoutIds(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    const { id: _id, ...rest } = item as Record<string, unknown>;
    return rest;
  });
}

/**
 * Opens a new record filled from this one: a copy's name and slug say so, its nested records are
 * new ones, and a copy starts as a draft where the record has a state.
 */
function DuplicateButton() {
  const record = useRecordContext();
  if (!record) return null;
  const { id: _id, version: _version, updatedAt: _updatedAt, ...fields } = record;
  const copy: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, withoutIds(value)])),
    name: `${String(record.name)} (copy)`,
    slug: `${String(record.slug)}-copy`,
    ...('status' in record ? { status: 'draft' } : {}),
  };
  return <CloneButton record={copy} label="rennfeld.content.duplicate" />;
}

/**
 * Opens the record's public page in a new tab as a staff preview (decision 042): the page as
 * visitors would get it once published, drafts shown. It shows the record as last saved.
 */
function PreviewButton({ pagePath }: { pagePath: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      label="rennfeld.content.preview"
      component="a"
      href={buildPreviewPath(pagePath(record))}
      {...{ target: '_blank', rel: 'noopener', title: translate('rennfeld.content.preview_hint') }}
    />
  );
}

/**
 * The create screen of a kind of content: the contract's rules in the form, and on save the new
 * record opens for editing.
 */
export function ContentCreate({
  schema,
  defaultValues,
  redirect = 'edit',
  children,
}: {
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: Record<string, unknown>;
  redirect?: 'edit' | 'list';
  children: ReactNode;
}) {
  return (
    <Create redirect={redirect}>
      <SimpleForm resolver={contractResolver(schema)} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
}

/**
 * The edit screen of a kind of content: saved whole and pessimistically (the server's verdict,
 * a conflict or a field error, shows before anything looks saved), staying on the form after a
 * save, with a Duplicate action and a delete that asks first with `deleteConfirm`.
 */
export function ContentEdit({
  schema,
  deleteButton,
  duplicate = true,
  redirect = false,
  previewPath,
  children,
}: {
  schema: Parameters<typeof zodResolver>[0];
  /** The delete button, with a confirmation that names what goes with the record; none for records that always exist. */
  deleteButton?: ReactNode;
  /** The record's public page, for kinds that have drafts: the screen offers a Preview of it. */
  previewPath?: (record: RaRecord) => string;
  duplicate?: boolean;
  redirect?: false | 'list';
  children: ReactNode;
}) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={redirect}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <ListButton />
          {previewPath && <PreviewButton pagePath={previewPath} />}
          {duplicate && <DuplicateButton />}
        </TopToolbar>
      }
    >
      <SimpleForm
        resolver={contractResolver(schema)}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {deleteButton}
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  );
}

/** Deletes after a confirmation; waits for the server, which may refuse (a record still in use). */
export function ConfirmedDeleteButton({ confirmContent }: { confirmContent: ReactNode }) {
  return <DeleteWithConfirmButton confirmContent={confirmContent} mutationMode="pessimistic" />;
}
