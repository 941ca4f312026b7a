import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  enterpriseBadge: 'Enterprise',
  country: 'Country / jurisdiction',
  durationNote: 'Image processing usually takes 3 to 5 minutes.',
  progress: {
    compressing: 'Compressing images…',
  },
  compression: {
    saved: 'Images compressed: {{total}} — {{saved}} saved ({{percent}} %)',
    mobileNotice: 'Your photos were made lighter for a faster upload over the mobile network.',
    failedTitle: 'Compression not possible',
    failedBody: 'Images not compressed: {{total}}. The original files will be sent.',
  },
  dictation: {
    start: 'Dictate',
    stop: 'Stop dictation',
    requesting: 'Allowing…',
    requestingStatus: 'Requesting microphone access…',
    listening: 'Listening… Speak, then tap “Stop dictation”.',
    stopped: 'Dictation stopped.',
    unsupported: 'Your browser does not support speech recognition',
    speechTitle: 'Speech recognition error',
    speech: {
      network: 'Network error: speech recognition needs an internet connection.',
      audioCapture: 'No microphone was detected, or it is not picking up sound.',
      notAllowed: 'Microphone access was denied. Allow it in your browser settings.',
      other: 'Speech recognition failed ({{code}}). Please try again.',
    },
    microphoneTitle: 'Microphone unavailable',
    microphone: {
      denied:
        'Microphone permission denied. Allow microphone access in your browser settings, then try again.',
      notFound: 'No microphone was found on this device.',
      busy: 'The microphone is already in use by another application.',
      other: 'Unable to access the microphone.',
    },
  },
  files: {
    select: 'Select {{name}}',
    selectAll: 'Select all',
    deselectAll: 'Deselect all',
    selectedCount: '{{selected}} of {{total}} selected',
    downloadSelected: 'Download selected ({{total}})',
    downloadFailed: 'The files could not be downloaded.',
  },
  clearAll: {
    button: 'Clear all',
    title: 'Clear everything?',
    confirm:
      'Are you sure you want to clear ALL files and data from all sections? This action is irreversible.',
    confirmButton: 'Clear all',
    cancel: 'Cancel',
    done: 'Files and data have been cleared.',
    deletedAnalyses: 'Saved analyses deleted: {{count}}.',
    serverFailed: 'The files and the form were cleared, but deleting the saved analyses failed. Try again.',
  },
};

export default capture;
