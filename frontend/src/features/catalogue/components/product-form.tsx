import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLayoutEffect, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { z } from '../../../lib/zod';
import { fieldProps } from '../../../lib/form-field';
import type { Product, ProductInput, TaxClass } from '../../../types/api';
import { categoryTrail, useListBrandsQuery, useListCategoriesQuery } from '../api/products-api';
import { ImageUploadField } from './image-upload-field';
import { PriceBreakFields } from './price-break-fields';

const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const satisfies readonly TaxClass[];
const TAX_CLASS_NAMES: Record<TaxClass, string> = { standard: 'Standard rate', reduced: 'Reduced rate', zero: 'Zero rate (no VAT)' };

const { ProductName, Sku, ProductImage, ProductDescription, Stock, MinimumOrder, Dollars, Weight, PriceBreaks, OptionName, OptionValue } = limits;
const thousands = (n: number) => n.toLocaleString('en-US');
const skuPattern = new RegExp(Sku.pattern);
const optionNamePattern = new RegExp(OptionName.pattern);
const optionValuePattern = new RegExp(OptionValue.pattern);

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${thousands(max)} characters`);

// Inputs hold text; a field turns into a number only once it reads as one, so "" and "abc" get their own message.
const count = (label: string, { minimum: min, maximum: max }: { minimum: number; maximum: number }) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${thousands(max)}`);

const dollars = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d+(\.\d{1,2})?$/, `${label} must be in dollars with at most 2 decimals, like 24.99`)
    .transform(Number)
    .refine((n) => n > Dollars.exclusiveMinimum, `${label} must be more than $${Dollars.exclusiveMinimum}`)
    .refine((n) => n <= Dollars.maximum, `${label} can be at most $${thousands(Dollars.maximum)}`);

export const productSchema = z
  .object({
    name: text('Name', ProductName.maxLength),
    // Optional; kept in capitals, as the shop keeps it. Empty leaves the tool without one.
    sku: z
      .string()
      .trim()
      .max(Sku.maxLength, `SKU can be at most ${Sku.maxLength} characters`)
      .refine((sku) => sku === '' || skuPattern.test(sku), 'SKU may have only letters, digits and - . _ /, starting with a letter or digit')
      .transform((sku) => (sku === '' ? null : sku.toUpperCase())),
    image: text('Image URL', ProductImage.maxLength).regex(
      new RegExp(ProductImage.pattern),
      'Image URL must start with https:// or be a path on this site, like /images/tools/saw.svg',
    ),
    available: count('Available', Stock),
    minimum: count('Minimum order', MinimumOrder),
    price: dollars('Price'),
    priceBreaks: z.array(z.object({ minQuantity: count('From quantity', limits['PriceBreak.minQuantity']), price: dollars('Price each') })).max(PriceBreaks.maxItems),
    description: text('Description', ProductDescription.maxLength),
    // Every tool is weighed: delivery by weight is worked out from it.
    weightGrams: count('Weight', Weight),
    taxClass: z.enum(TAX_CLASSES),
    // A slug from the shop's own lists, or none ("").
    category: z.string().transform((slug) => slug || undefined),
    brand: z.string().transform((slug) => slug || undefined),
    // Which size this is ("Size" and "12 mm"): both, or neither for a tool that doesn't come in sizes.
    optionName: z
      .string()
      .trim()
      .max(OptionName.maxLength, `Option can be at most ${OptionName.maxLength} characters`)
      .refine((name) => name === '' || optionNamePattern.test(name), 'Option may have only letters, digits and spaces, starting with a letter, like Size'),
    optionValue: z
      .string()
      .trim()
      .max(OptionValue.maxLength, `Value can be at most ${OptionValue.maxLength} characters`)
      .refine((value) => value === '' || optionValuePattern.test(value), 'Value can’t have a colon, like 12 mm'),
  })
  .refine(({ optionName, optionValue }) => optionName !== '' || optionValue === '', { path: ['optionName'], message: 'Say what the value is of, like Size' })
  .refine(({ optionName, optionValue }) => optionValue !== '' || optionName === '', { path: ['optionValue'], message: 'Give this size its value, like 12 mm' })
  .refine((product) => product.minimum <= product.available, {
    path: ['minimum'],
    message: 'Minimum order can’t be more than the available stock',
  })
  // The server's rule (shared/price-breaks.ts), row by row, each against the row above it.
  .superRefine(({ minimum, price, priceBreaks }, context) => {
    priceBreaks.forEach((step, index) => {
      const above = priceBreaks[index - 1];
      const issue = (field: 'minQuantity' | 'price', message: string) => context.addIssue({ code: 'custom', path: ['priceBreaks', index, field], message });
      if (step.minQuantity <= minimum) issue('minQuantity', `Must be more than the minimum order (${minimum})`);
      else if (above && step.minQuantity <= above.minQuantity) issue('minQuantity', `Must be more than the break above (${above.minQuantity})`);
      const dearer = above?.price ?? price;
      if (step.price >= dearer) issue('price', `Must be less than ${above ? 'the break above' : 'the price'} ($${dearer})`);
    });
  })
  .transform(({ optionName, optionValue, ...product }): ProductInput => ({ ...product, ...(optionName && optionValue && { option: { name: optionName, value: optionValue } }) }));

export type ProductFormValues = z.input<typeof productSchema>;

export const emptyProduct: ProductFormValues = {
  name: '',
  sku: '',
  image: '',
  available: '',
  minimum: '',
  price: '',
  priceBreaks: [],
  description: '',
  weightGrams: '',
  taxClass: 'standard',
  category: '',
  brand: '',
  optionName: '',
  optionValue: '',
};

/** A stored product as the form's text fields. */
export const productValues = ({ name, sku, image, available, minimum, price, priceBreaks, description, weightGrams, taxClass, category, brand, option }: Product): ProductFormValues => ({
  name,
  sku: sku ?? '',
  image,
  available: String(available),
  minimum: String(minimum),
  price: String(price),
  priceBreaks: priceBreaks.map((step) => ({ minQuantity: String(step.minQuantity), price: String(step.price) })),
  description,
  // A tool from before weights were kept opens with the field empty, which asks for it.
  weightGrams: weightGrams === null ? '' : String(weightGrams),
  taxClass,
  category: category?.slug ?? '',
  brand: brand?.slug ?? '',
  optionName: option?.name ?? '',
  optionValue: option?.value ?? '',
});

export interface ProductFormProps {
  /** Lets a submit button outside the form (a dialog's actions) send it. */
  id: string;
  label: string;
  initialValues: ProductFormValues;
  /** Resolves true when the server took the product; the form then starts over. */
  onSubmit: (product: ProductInput) => Promise<boolean>;
  /** Told whether any field differs from `initialValues`, so closing can ask before losing edits. */
  onDirtyChange?: (dirty: boolean) => void;
  children?: ReactNode;
}

/** The product fields shared by Add A Product and the edit dialog. */
export function ProductForm({ id, label, initialValues, onSubmit, onDirtyChange, children }: ProductFormProps) {
  const { register, handleSubmit, reset, formState, control, setValue } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productSchema),
    defaultValues: initialValues,
  });
  const { errors, isDirty } = formState;
  const image = useWatch({ control, name: 'image' });
  // The selects come with the shop's lists; until then the stored choices wait in the form's values
  // (see ListSelect).
  const categories = useListCategoriesQuery().data?.items;
  const brands = useListBrandsQuery().data?.items;
  // Before the next event, not after a later render: an Escape pressed right after a keystroke must
  // already know there are changes to lose.
  useLayoutEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (product) => {
    if (await onSubmit(product)) reset(initialValues);
  });

  return (
    <Stack component="form" id={id} aria-label={label} spacing={2} onSubmit={submit} noValidate>
      <TextField label="Name" {...fieldProps(register('name'), errors.name)} />
      <TextField label="SKU" {...fieldProps(register('sku'), errors.sku)} required={false} helperText={errors.sku?.message ?? 'Optional: the code on its label, like OAK-CH-12'} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Option"
          fullWidth
          {...fieldProps(register('optionName'), errors.optionName)}
          required={false}
          helperText={errors.optionName?.message ?? 'Optional: what its sizes differ by, like Size'}
        />
        <TextField
          label="Value"
          fullWidth
          {...fieldProps(register('optionValue'), errors.optionValue)}
          required={false}
          helperText={errors.optionValue?.message ?? 'Which size this is, like 12 mm'}
        />
      </Stack>
      <ImageUploadField value={image} onUploaded={(image) => setValue('image', image, { shouldDirty: true, shouldValidate: true })} />
      <TextField label="Image URL" {...fieldProps(register('image'), errors.image)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Available"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: Stock.minimum, step: 1 } }}
          {...fieldProps(register('available'), errors.available)}
        />
        <TextField
          label="Minimum order"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: MinimumOrder.minimum, step: 1 } }}
          {...fieldProps(register('minimum'), errors.minimum)}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Price"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 0.01, step: 0.01 }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
          {...fieldProps(register('price'), errors.price)}
        />
        <TextField
          label="Weight, packed"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: Weight.minimum, step: 1 }, input: { endAdornment: <InputAdornment position="end">g</InputAdornment> } }}
          {...fieldProps(register('weightGrams'), errors.weightGrams)}
        />
      </Stack>
      <PriceBreakFields control={control} register={register} errors={errors.priceBreaks} />
      <TextField label="VAT rate" select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(register('taxClass'), errors.taxClass)}>
        {TAX_CLASSES.map((taxClass) => (
          <option key={taxClass} value={taxClass}>
            {TAX_CLASS_NAMES[taxClass]}
          </option>
        ))}
      </TextField>
      {categories && brands && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ListSelect
            control={control}
            name="category"
            label="Category"
            choices={categories.map((category) => ({
              slug: category.slug,
              name: categoryTrail(categories, category.slug)!
                .map(({ name }) => name)
                .join(' › '),
            }))}
          />
          <ListSelect control={control} name="brand" label="Brand" choices={brands} />
        </Stack>
      )}
      <TextField label="Description" multiline minRows={4} {...fieldProps(register('description'), errors.description)} />
      {children}
    </Stack>
  );
}

/**
 * A choice from one of the shop's lists (a category, a brand), or None. Controlled by the form's
 * value rather than registered on the DOM: react-hook-form takes the DOM's value of a select that
 * mounts with the form when it judges it already edited, and in a DOM that doesn't model
 * `select.size` and `option.defaultSelected` (happy-dom, the unit tests') every select looks edited,
 * so it read None over the stored choice and the edit dialog sent null. Controlled, what shows is
 * always what is submitted: the stored slug until the admin picks another.
 */
function ListSelect({ control, name, label, choices }: { control: Control<ProductFormValues, unknown, ProductInput>; name: 'category' | 'brand'; label: string; choices: { slug: string; name: string }[] }) {
  const { field, fieldState } = useController({ control, name });
  // A choice the list no longer has (another admin removed it meanwhile) still shows as what it is, not as None.
  const unlisted = field.value !== '' && !choices.some(({ slug }) => slug === field.value);
  return (
    <TextField
      label={label}
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      <option value="">None</option>
      {unlisted && <option value={field.value}>{field.value}</option>}
      {choices.map(({ slug, name: choice }) => (
        <option key={slug} value={slug}>
          {choice}
        </option>
      ))}
    </TextField>
  );
}
