// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDataProvider, useLoad, type AccountParts } from './useLoad';

afterEach(cleanup);

function Profile({ fetcher }: { fetcher: () => Promise<{ email: string }> }) {
  const [load, set, reload] = useLoad('profile', fetcher);
  return (
    <div>
      <p data-testid="state">{load.state === 'ready' ? load.data.email : load.state}</p>
      <button type="button" onClick={() => set({ email: 'set@example.com' })}>set</button>
      <button type="button" onClick={reload}>reload</button>
    </div>
  );
}

async function show(parts: AccountParts, fetcher: () => Promise<{ email: string }>) {
  // Rendered inside an async act, so the suspended section's retry is part of it.
  await act(async () => {
    render(
    <AccountDataProvider parts={parts}>
      <Suspense fallback={<p data-testid="state">suspended</p>}>
        <Profile fetcher={fetcher} />
      </Suspense>
    </AccountDataProvider>,
    );
  });
  // The part's promise settles, React retries the suspended section, and a browser fetch (if any) resolves.
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

describe('useLoad', () => {
  it("starts ready with the server's part and asks the API for nothing", async () => {
    const fetcher = vi.fn().mockResolvedValue({ email: 'browser@example.com' });
    await show({ profile: Promise.resolve({ email: 'server@example.com' }) }, fetcher);
    expect(screen.getByTestId('state').textContent).toBe('server@example.com');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('renders a part handed on as a value at once, without suspending', async () => {
    const fetcher = vi.fn().mockResolvedValue({ email: 'browser@example.com' });
    render(
      <AccountDataProvider parts={{ profile: { settled: true, value: { email: 'settled@example.com' } } }}>
        <Suspense fallback={<p data-testid="state">suspended</p>}>
          <Profile fetcher={fetcher} />
        </Suspense>
      </AccountDataProvider>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.getByTestId('state').textContent).toBe('settled@example.com');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks from the browser when the server could not read the part, or did not try', async () => {
    for (const parts of [{ profile: Promise.resolve(undefined) }, { profile: { settled: true } as never }, {}] as AccountParts[]) {
      const fetcher = vi.fn().mockResolvedValue({ email: 'browser@example.com' });
      await show(parts, fetcher);
      expect(screen.getByTestId('state').textContent).toBe('browser@example.com');
      expect(fetcher).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('says the section failed when the browser cannot get it either', async () => {
    await show({}, vi.fn().mockRejectedValue(new Error('down')));
    expect(screen.getByTestId('state').textContent).toBe('error');
  });

  it('updates locally without a call, and refreshes through the API on demand', async () => {
    const fetcher = vi.fn().mockResolvedValue({ email: 'fresh@example.com' });
    await show({ profile: Promise.resolve({ email: 'server@example.com' }) }, fetcher);
    await act(async () => screen.getByText('set').click());
    expect(screen.getByTestId('state').textContent).toBe('set@example.com');
    expect(fetcher).not.toHaveBeenCalled();
    await act(async () => screen.getByText('reload').click());
    expect(screen.getByTestId('state').textContent).toBe('fresh@example.com');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps each page render to its own cache (no data carried over from another account)', async () => {
    await show({ profile: Promise.resolve({ email: 'first@example.com' }) }, vi.fn());
    cleanup();
    const fetcher = vi.fn().mockResolvedValue({ email: 'second@example.com' });
    await show({}, fetcher);
    expect(screen.getByTestId('state').textContent).toBe('second@example.com');
  });
});
