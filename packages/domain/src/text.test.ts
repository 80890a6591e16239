import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminNotesBodySchema, AdminUsersQuerySchema } from './admin.ts';
import { SignInSchema, SignUpSchema } from './auth.ts';
import { GenerationRequestSchema } from './generation.ts';
import { RecipeDraftSchema } from './recipe.ts';
import { isStorableText, multiLineText, singleLineText } from './text.ts';

const C0_EXCEPT_LINE_BREAKS = [...Array(32).keys()]
  .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
  .map((code) => String.fromCharCode(code));

describe('storable text', () => {
  it('refuses NUL, every other C0 control character and lone surrogates on one line', () => {
    for (const bad of [...C0_EXCEPT_LINE_BREAKS, '\t', '\n', '\r', '\uD800', '\uDC00', 'a\uDBFFb']) {
      expect(v.is(singleLineText(), `egg${bad}s`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('admits tab and line breaks in multi-line text, nothing else of C0', () => {
    expect(v.is(multiLineText(), 'eggs,\n\trice\r\nspinach')).toBe(true);
    for (const bad of [...C0_EXCEPT_LINE_BREAKS, '\uDFFF']) {
      expect(v.is(multiLineText(), `egg${bad}s`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps every ordinary character, astral ones (surrogate pairs) included', () => {
    for (const good of ['', 'crème brûlée', '🍳 eggs', '日本語', 'a\u007Fb', '\u00A0']) {
      expect(v.is(singleLineText(), good), good).toBe(true);
      expect(isStorableText(good)).toBe(true);
    }
    expect(isStorableText('a\u0000b')).toBe(false);
  });

  it('is part of the schemas the API parses input with', () => {
    const nul = 'a\u0000b';
    expect(v.is(AdminNotesBodySchema, { notes: nul })).toBe(false);
    expect(v.is(AdminNotesBodySchema, { notes: 'line one\nline two' })).toBe(true);
    expect(v.is(AdminUsersQuerySchema, { search: nul })).toBe(false);
    expect(v.is(AdminUsersQuerySchema, { cursor: nul })).toBe(false);
    expect(v.is(SignUpSchema, { email: 'cook@example.com', password: `password${nul}` })).toBe(false);
    expect(v.is(SignInSchema, { email: 'cook@example.com', password: nul })).toBe(false);
    expect(v.is(GenerationRequestSchema, { ingredients: nul })).toBe(false);
    expect(
      v.is(GenerationRequestSchema, { ingredients: 'eggs\nrice', constraints: { allergies: [nul] } }),
    ).toBe(false);
    const issues = v.safeParse(RecipeDraftSchema, { title: nul }).issues ?? [];
    expect(issues.some((issue) => issue.path?.[0]?.key === 'title')).toBe(true);
  });
});
