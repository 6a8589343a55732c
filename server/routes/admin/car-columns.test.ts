import { toColumns } from './car-columns.ts';

describe('toColumns', () => {
  it.each([
    [{ initial_price: 1 }, { initialPrice: 1 }],
    [{ product_360: null }, { product360: null }],
    [
      { co2_emissions: 120, km_no: 0 },
      { co2Emissions: 120, kmNo: 0 },
    ],
    [{ equipment_list_pdf: 'a.pdf' }, { equipmentListPdf: 'a.pdf' }],
    [{ doors: 5 }, { doors: 5 }],
  ])('%j → %j', (payload, columns) => {
    expect(toColumns(payload)).toEqual(columns);
  });
});
