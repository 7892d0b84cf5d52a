import {
  ArrayInput,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  useGetOne,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  buildProductPath,
  ProductInputSchema,
  STOCK_STATUSES,
  UpdateProductRequestSchema,
  type CategoryRecord,
  type ProductSummary,
} from '@rennfeld/contract/staff';
import {
  ConfirmedDeleteButton,
  ContentCreate,
  ContentEdit,
  ContentRichTextInput,
  PUBLICATION_CHOICES,
  PublicationStatusInput,
  SlugInput,
} from '../content-editing/content-form.tsx';
import { LanguageColumns } from '../content-editing/language-columns.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';
import { PriceInput } from './price-input.tsx';
import { StaffDateField, EuroField } from '../ui/staff-formats.tsx';
import { GermanMissingField } from '../ui/translation-field.tsx';

const STOCK_CHOICES = STOCK_STATUSES.map((status) => ({ id: status, name: `rennfeld.products.${status}` }));
const ALL = 500;

/** A choice left empty is no value (null), as the contract has it, not an empty string. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={PUBLICATION_CHOICES} />,
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    perPage={ALL}
    sort={{ field: 'position', order: 'ASC' }}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

export function ProductList() {
  return (
    <List sort={{ field: 'updatedAt', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <SelectField source="status" choices={PUBLICATION_CHOICES} sortable={false} />
        <ReferenceField source="categoryId" reference="categories" link={false} sortable={false} />
        <EuroField source="minPrice" />
        <GermanMissingField<ProductSummary>
          label="rennfeld.content.german_column"
          isMissing={(product) => product.untranslated}
        />
        <StaffDateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}

/** The sub-categories of the category chosen in the form, or none. */
function SubCategoryInput() {
  const categoryId = useWatch({ name: 'categoryId' }) as number | undefined;
  const { data: category } = useGetOne<CategoryRecord>('categories', { id: categoryId }, { enabled: !!categoryId });
  return (
    <SelectInput
      source="subCategoryId"
      choices={category?.subCategories ?? []}
      parse={emptyToNull}
      disabled={!category || category.subCategories.length === 0}
    />
  );
}

/** A filter value the product may lack (brand, manufacturer, viscosity, specification area). */
function OptionInput({ source, reference }: { source: string; reference: string }) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={ALL} sort={{ field: 'position', order: 'ASC' }}>
      <SelectInput optionText="name" parse={emptyToNull} />
    </ReferenceInput>
  );
}

function ProductFields() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <SlugInput fullWidth />
      <PublicationStatusInput />
      <ReferenceInput
        source="categoryId"
        reference="categories"
        perPage={ALL}
        sort={{ field: 'position', order: 'ASC' }}
      >
        <SelectInput optionText="name" />
      </ReferenceInput>
      <SubCategoryInput />
      <StoredFileInput source="image" folder="product" />
      <LanguageColumns
        english={<ContentRichTextInput source="details" />}
        german={<ContentRichTextInput source="detailsDe" />}
      />
      <OptionInput source="brandId" reference="brands" />
      <OptionInput source="manufacturerId" reference="manufacturers" />
      <OptionInput source="viscosityId" reference="viscosities" />
      <OptionInput source="specificationAreaId" reference="specification-areas" />
      <NumberInput source="position" min={0} step={1} />
      <NullableBooleanInput
        source="usedOilNotice"
        nullLabel="rennfeld.products.used_oil_as_category"
        helperText="rennfeld.products.used_oil_help"
      />
      <ArrayInput source="variants">
        <SimpleFormIterator inline>
          <ReferenceInput
            source="containerSizeId"
            reference="container-sizes"
            perPage={ALL}
            sort={{ field: 'position', order: 'ASC' }}
          >
            <SelectInput optionText="name" helperText={false} />
          </ReferenceInput>
          <PriceInput source="price" />
          <SelectInput source="stockStatus" choices={STOCK_CHOICES} defaultValue="in_stock" helperText={false} />
          <TextInput source="productNumber" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function ProductCreate() {
  return (
    <ContentCreate
      schema={ProductInputSchema}
      defaultValues={{
        status: 'draft',
        details: '',
        detailsDe: '',
        subCategoryId: null,
        brandId: null,
        manufacturerId: null,
        viscosityId: null,
        specificationAreaId: null,
        position: 1,
        usedOilNotice: null,
        variants: [],
      }}
    >
      <ProductFields />
    </ContentCreate>
  );
}

export function ProductEdit() {
  return (
    <ContentEdit
      schema={UpdateProductRequestSchema}
      previewPath={(record) => buildProductPath(String(record.slug))}
      deleteButton={<ConfirmedDeleteButton confirmContent="rennfeld.products.delete_confirm" />}
    >
      <ProductFields />
    </ContentEdit>
  );
}
