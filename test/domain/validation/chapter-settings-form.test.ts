import { describe, expect, it } from 'vitest';
import { CHAPTER_SETTINGS_MESSAGES, checkChapterSettings } from '../../../src/domain/validation/chapter-settings-form';

const FORM = {
  legalName: 'Hartwell Scholars Alumni Association',
  address: 'PO Box 1234\r\n  Springfield, IL 62701  \n\n',
  taxId: '',
  deductible: false,
  fiscalYearStartMonth: 1,
};

describe('the chapter settings form (issue 20)', () => {
  it('keeps the address’s lines trimmed without blank ones, and an empty tax ID', () => {
    expect(checkChapterSettings(FORM)._unsafeUnwrap()).toEqual({
      legalName: 'Hartwell Scholars Alumni Association',
      address: ['PO Box 1234', 'Springfield, IL 62701'],
      taxId: '',
      deductible: false,
      fiscalYearStartMonth: 1,
    });
    expect(checkChapterSettings({ ...FORM, taxId: ' 12-3456789 ', fiscalYearStartMonth: 12 })._unsafeUnwrap()).toMatchObject({
      taxId: '12-3456789',
      fiscalYearStartMonth: 12,
    });
  });

  it.each(['123456789', '12-345678', '1-23456789', 'AB-CDEFGHI', '12 3456789'])('refuses the tax ID %s', (taxId) => {
    expect(checkChapterSettings({ ...FORM, taxId })._unsafeUnwrapErr()).toEqual({ taxId: CHAPTER_SETTINGS_MESSAGES.taxId });
  });

  it.each([0, 13, 6.5, Number.NaN])('refuses the month %s', (fiscalYearStartMonth) => {
    expect(checkChapterSettings({ ...FORM, fiscalYearStartMonth })._unsafeUnwrapErr()).toEqual({
      fiscalYearStartMonth: CHAPTER_SETTINGS_MESSAGES.month,
    });
  });

  it('requires the legal name and refuses an address of more than six lines, every field at once', () => {
    expect(checkChapterSettings({ ...FORM, legalName: '  ', address: 'a\nb\nc\nd\ne\nf\ng' })._unsafeUnwrapErr()).toEqual({
      legalName: 'The legal name is required.',
      address: CHAPTER_SETTINGS_MESSAGES.address,
    });
  });
});
