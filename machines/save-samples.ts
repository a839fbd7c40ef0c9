// Sample saves, repin answers and boards for the catalogue entries of the saving machines
// (sample inputs and the done answers path coverage feeds their invoked calls).
import type { RepinResult } from '../api/api';
import { QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import type { SavedInfo } from '../domain/types';

export const sampleSaved: SavedInfo = {
  title: 'Profile',
  type: 'profile',
  url: '/me/',
  localPinId: 'saved-1',
  boardId: 'b2',
};

export const profileRepin: RepinResult = {
  id: 'saved-1',
  board: { id: 'b2', url: '/pinstate/quick-saves/', name: QUICK_SAVES_BOARD_NAME },
  section: null,
  isProfileSave: true,
};

export const boardRepin: RepinResult = {
  id: 'saved-2',
  board: { id: 'b1', url: '/pinstate/home-decor/', name: 'Home decor' },
  section: null,
  isProfileSave: false,
};

export const sampleBoards = [
  { id: 'b1', name: 'Home decor', url: '/pinstate/home-decor/', privacy: 'public' as const },
];
