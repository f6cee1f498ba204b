import { describe, expect, it } from 'vitest';
import { templateOpening } from '../../../../../shared/validation/template-code';

describe('a template’s opening', () => {
  it.each([
    ['---\nlayout: null\n---\n<?xml version="1.0"?>', 'front-matter'],
    ['\uFEFF---\r\ntitle: x\r\n---\r\n<urlset>', 'front-matter'],
    ['{% capture x %}{% endcapture %}\n<urlset>', 'template-tags'],
    ['<% @pages.each do |p| %>\n<urlset>', 'template-tags'],
    ['{{ header }}<urlset>', 'template-tags'],
  ])('%j is a template (%s)', (head, by) => {
    expect(templateOpening(head)).toBe(by);
  });

  it.each([
    '<?xml version="1.0"?>\n<urlset><url><loc>{{ p.url }}</loc></url></urlset>',
    'hello <urlset>',
    '-- not front matter\n<urlset>',
    '',
  ])('%j is not', (head) => {
    expect(templateOpening(head)).toBeNull();
  });
});
