import { Field } from '../../../components/Field';
import { SelectField } from '../../../components/SelectField';
import { t } from '../../../lib/i18n';
import { QR_TYPES, type QrFields, type QrType, qrTypeLabel } from '../../../lib/qr/content';

type Control = 'input' | 'textarea';
const phone = () => t('qrContent.fieldNumber');
/** Each type's fields, in order: [field, label, input type, control]. */
const FIELDS: { [T in QrType]: [keyof QrFields[T] & string, () => string, string, Control][] } = {
  url: [['url', () => t('qrContent.fieldUrl'), 'url', 'input']],
  text: [['text', () => t('qrContent.fieldText'), 'text', 'textarea']],
  email: [
    ['address', () => t('qrContent.fieldAddress'), 'email', 'input'],
    ['subject', () => t('qrContent.fieldSubject'), 'text', 'input'],
    ['body', () => t('qrContent.fieldBody'), 'text', 'textarea'],
  ],
  sms: [
    ['number', phone, 'tel', 'input'],
    ['message', () => t('qrContent.fieldMessage'), 'text', 'textarea'],
  ],
  phone: [['number', phone, 'tel', 'input']],
};

/** A QR code's type, and the fields it is made from, each with its error once a save was tried. */
export function QrTypeFields(p: {
  type: QrType;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  onChange(field: string, value: string): void;
  onType(type: QrType): void;
}) {
  const fields = FIELDS[p.type].map(([field, label, inputType, control]) => (
    <Field key={`${p.type}-${field}`} label={label()} error={p.errors[field]}>
      {(attrs) => {
        const common = {
          ...attrs,
          name: field,
          value: p.values[field] ?? '',
          onChange: (e: { currentTarget: { value: string } }) =>
            p.onChange(field, e.currentTarget.value),
        };
        return control === 'textarea' ? (
          <textarea rows={3} {...common} />
        ) : (
          <input type={inputType} {...common} />
        );
      }}
    </Field>
  ));
  return (
    <>
      <SelectField
        label={t('qrContent.fieldType')}
        value={p.type}
        options={QR_TYPES.map((type) => [type, qrTypeLabel(type)] as const)}
        onChange={p.onType}
      />
      {fields}
    </>
  );
}
