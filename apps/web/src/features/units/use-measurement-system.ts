import { DEFAULT_MEASUREMENT_SYSTEM, type MeasurementSystem, STORAGE_KEYS } from '@sous/domain';
import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../../lib/storage.ts';

const listeners = new Set<() => void>();

function read(): MeasurementSystem {
  const stored = readItem('local', STORAGE_KEYS.measurementSystem);
  return stored === 'metric' || stored === 'imperial' ? stored : DEFAULT_MEASUREMENT_SYSTEM;
}

/** Spec §3/§4: kept in localStorage `measurementSystem`, default imperial, persisted on each change. */
export function setMeasurementSystem(system: MeasurementSystem): void {
  writeItem('local', STORAGE_KEYS.measurementSystem, system);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.measurementSystem) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useMeasurementSystem(): [MeasurementSystem, (system: MeasurementSystem) => void] {
  const system = useSyncExternalStore(subscribe, read, () => DEFAULT_MEASUREMENT_SYSTEM);
  return [system, setMeasurementSystem];
}
