import { describe, expect, it } from 'vitest';
import { compileRulePattern } from '../../../../shared/robots/rule-pattern';

const matches = (pattern: string, path: string): boolean => compileRulePattern(pattern)(path);

describe('compileRulePattern', () => {
  it('matches a plain pattern as a prefix of the path', () => {
    expect(matches('/fish', '/fish.html')).toBe(true);
    expect(matches('/fish', '/Fish.html')).toBe(false);
    expect(matches('/fish/', '/fish')).toBe(false);
  });

  it('anchors a final $ at the end of the path, and treats an inner $ as a character', () => {
    expect(matches('/*.php$', '/index.php')).toBe(true);
    expect(matches('/*.php$', '/index.php?x=1')).toBe(false);
    expect(matches('/fish$', '/fish')).toBe(true);
    expect(matches('/fish$', '/fishes')).toBe(false);
    expect(matches('/a$b', '/a$bc')).toBe(true);
  });

  it('lets * stand for any run of characters, empty included', () => {
    expect(matches('/*', '/')).toBe(true);
    expect(matches('/fish*', '/fish')).toBe(true);
    expect(matches('/*?sort=', '/shop/shoes?colour=red&sort=price')).toBe(false);
    expect(matches('/*?*sort=', '/shop/shoes?colour=red&sort=price')).toBe(true);
    expect(matches('/*/b*/c$', '/a/b/x/c')).toBe(true);
    expect(matches('/*/b*/c$', '/a/b/x/cd')).toBe(false);
  });

  it('answers a long path after a short one (the shared buffer grows)', () => {
    const long = `/${'a'.repeat(5000)}/end`;
    expect(matches('/*a/end', '/x/end')).toBe(false);
    expect(matches('/*a/end', long)).toBe(true);
    expect(matches('/*b/end', long)).toBe(false);
  });

  it('stays linear on patterns that make backtracking matchers explode', () => {
    const path = `/${'a'.repeat(2000)}`;
    expect(matches('/*a*a*a*a*a*a*a*a*a*a*b', path)).toBe(false);
  });
});
