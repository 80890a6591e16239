import { describe, expect, it, vi } from 'vitest';
import { ApiError, type apiRequest } from '../../lib/api.ts';
import { createSetupIntent, setupIntentIdOf } from './setup-intent.ts';

describe('createSetupIntent', () => {
  it('retries a 401 twice, after 500 then 1000 ms', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'no'))
      .mockRejectedValueOnce(new ApiError(401, 'no'))
      .mockResolvedValueOnce({ clientSecret: 'seti_1_secret_2' });
    const wait = vi.fn(async () => {});
    await expect(createSetupIntent(true, request as typeof apiRequest, wait)).resolves.toEqual({
      clientSecret: 'seti_1_secret_2',
    });
    expect(wait.mock.calls).toEqual([[500], [1000]]);
    expect(request).toHaveBeenCalledWith('POST', '/api/stripe/create-setup-intent', { discount: true });
  });

  it('gives up after the second retry and does not retry other statuses', async () => {
    const always401 = vi.fn().mockRejectedValue(new ApiError(401, 'no'));
    await expect(createSetupIntent(false, always401 as typeof apiRequest, async () => {})).rejects.toThrow(
      'no',
    );
    expect(always401).toHaveBeenCalledTimes(3);
    const server500 = vi.fn().mockRejectedValue(new ApiError(500, 'boom'));
    await expect(createSetupIntent(false, server500 as typeof apiRequest, async () => {})).rejects.toThrow(
      'boom',
    );
    expect(server500).toHaveBeenCalledTimes(1);
  });
});

describe('setupIntentIdOf', () => {
  it('takes the part before _secret_', () => {
    expect(setupIntentIdOf('seti_sim_abc_secret_xyz')).toBe('seti_sim_abc');
    expect(setupIntentIdOf('seti_123')).toBe('seti_123');
  });
});
