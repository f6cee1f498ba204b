import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, type PermissionSession } from '../../../../electron/main/security/permissions';

function setUp() {
  let onRequest: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
  let onCheck: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
  denyAllPermissions({
    setPermissionRequestHandler: (handler) => {
      onRequest = handler;
    },
    setPermissionCheckHandler: (handler) => {
      onCheck = handler;
    },
  });
  if (!onRequest || !onCheck) throw new Error('handlers were not installed');
  return { onRequest, onCheck };
}

describe('denyAllPermissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'fullscreen', 'openExternal', 'unknown'])(
    'refuses a request for %s',
    (permission) => {
      const { onRequest } = setUp();
      const callback = vi.fn();
      onRequest({}, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    },
  );

  it('answers every permission check with false', () => {
    const { onCheck } = setUp();
    expect(onCheck()).toBe(false);
  });
});
