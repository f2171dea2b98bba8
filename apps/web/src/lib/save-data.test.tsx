import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeConnection, setConnection } from '../test/save-data.ts';
import { saveDataOn, useSaveData } from './save-data.ts';

function Shown() {
  return <p>{useSaveData() ? 'saving' : 'not saving'}</p>;
}

describe('Save-Data', () => {
  afterEach(() => setConnection(undefined));

  it('is off where the browser has no navigator.connection, and follows its saveData', () => {
    setConnection(undefined);
    expect(saveDataOn()).toBe(false);
    setConnection(new FakeConnection(false));
    expect(saveDataOn()).toBe(false);
    setConnection(new FakeConnection(true));
    expect(saveDataOn()).toBe(true);
  });

  it('re-renders when the setting changes while the page is open', () => {
    const connection = new FakeConnection(false);
    setConnection(connection);
    render(<Shown />);
    expect(screen.getByText('not saving')).toBeInTheDocument();
    act(() => connection.set(true));
    expect(screen.getByText('saving')).toBeInTheDocument();
    act(() => connection.set(false));
    expect(screen.getByText('not saving')).toBeInTheDocument();
  });
});
