/** A stand-in for `navigator.connection` (NetworkInformation): its saveData and its change event. */
export class FakeConnection extends EventTarget {
  constructor(public saveData: boolean) {
    super();
  }
  set(saveData: boolean) {
    this.saveData = saveData;
    this.dispatchEvent(new Event('change'));
  }
}

/** Puts a connection on navigator (undefined: a browser without the Network Information API). */
export function setConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}
