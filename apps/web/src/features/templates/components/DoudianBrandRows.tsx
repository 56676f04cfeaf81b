import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AnyTemplateDeclaration, BrandRowsField } from '@puhuo/domain';
import { Button, Form, type FormInstance, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from './BrandSelect.tsx';
import { CategoryCascader } from './CategoryCascader.tsx';
import { declaredRule } from './field-rules.ts';

interface Props {
  declaration: AnyTemplateDeclaration;
  field: BrandRowsField<unknown>;
  form: FormInstance;
  shopId: string;
}

const EMPTY_ROW = { categoryID: null, categoryList: null, standardBrandId: null, standardBrandName: null };

/** doudian smart mode: one brand per category, as removable rows (at least one). */
export function DoudianBrandRows({ declaration, field, form, shopId }: Props) {
  const { t } = useTranslation('templates');
  const name = field.name as string;
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div data-testid="brand-rows">
          {rows.map((row, index) => (
            <Space key={row.key} align="start" style={{ display: 'flex' }} data-testid={`brand-row-${index}`}>
              <Form.Item
                name={[row.name, 'categoryList']}
                rules={[declaredRule(field, form, `${name}.${index}.categoryID`)]}
                style={{ width: 260 }}
              >
                <CategoryCascader
                  declaration={declaration}
                  shopId={shopId}
                  anyLevel
                  onChange={(path) => {
                    const current = form.getFieldValue([name, row.name]) ?? {};
                    const categoryID = path.at(-1) ?? null;
                    // a row's brand belongs to its category: another category clears it
                    const brand =
                      categoryID === current.categoryID ? {} : { standardBrandId: null, standardBrandName: null };
                    form.setFieldValue([name, row.name], { ...current, categoryList: path, categoryID, ...brand });
                  }}
                />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {() => (
                  <Form.Item
                    name={[row.name, 'standardBrandId']}
                    rules={[declaredRule(field, form, `${name}.${index}.standardBrandId`)]}
                    style={{ width: 260 }}
                  >
                    <BrandSelect
                      declaration={declaration}
                      shopId={shopId}
                      categoryId={form.getFieldValue([name, row.name, 'categoryID']) ?? null}
                      label={form.getFieldValue([name, row.name, 'standardBrandName'])}
                      onChange={(brandId, brand) =>
                        form.setFieldValue([name, row.name], {
                          ...form.getFieldValue([name, row.name]),
                          standardBrandId: brandId,
                          standardBrandName: brand?.nameCn ?? null,
                        })
                      }
                    />
                  </Form.Item>
                )}
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('brand.remove')}
                disabled={rows.length <= 1}
                onClick={() => remove(row.name)}
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...EMPTY_ROW })}>
            {t('brand.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
