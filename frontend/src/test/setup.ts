import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetFirstResponseGate } from '@/lib/api';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetFirstResponseGate();
});
