/**
 * The images the stand-in backend serves: the ones operators uploaded (/uploads/) and the
 * pictures it draws in place of the seed's photos on public hosts (/avatars/, issue 26).
 * Each is an image and nothing else: never sniffed as another type, never allowed to run.
 */
import express from 'express';
import type { RequestHandler, Response } from 'express';
import { avatarKey, avatarSvg } from '../src/api/backend/avatars.ts';
import { IMAGE_EXTENSIONS } from '../src/api/backend/imageType.ts';
import { refuse } from './guards.ts';

/** Only files the upload call stored: a name it made and the extension of an image type it found. */
const STORED_UPLOAD = new RegExp(`^/[A-Za-z0-9_-]{1,100}(${IMAGE_EXTENSIONS.map((extension) => extension.replace('.', '\\.')).join('|')})$`);

const uploadsGuard: RequestHandler = (request, response, next) => {
  if ((request.method === 'GET' || request.method === 'HEAD') && STORED_UPLOAD.test(request.path)) next();
  else refuse(request, response, 404, 'There is no such image.');
};

/** An image and nothing else: never sniffed as another type, never allowed to run or load anything. */
function setUploadHeaders(response: Response) {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Content-Security-Policy': "default-src 'none'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
}

/** /uploads/: the files the upload call stored, from `uploadsDir`. */
export function serveUploads(uploadsDir: string): RequestHandler[] {
  return [uploadsGuard, express.static(uploadsDir, { dotfiles: 'deny', index: false, redirect: false, setHeaders: setUploadHeaders })];
}

/** /avatars/:file: a drawn picture for the names avatars.ts knows; 404 for any other. */
export const servePicture: RequestHandler = (request, response) => {
  const key = avatarKey(String(request.params.file ?? ''));
  if (!key) {
    refuse(request, response, 404, 'There is no such picture.');
    return;
  }
  response.set({
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  response.send(avatarSvg(key));
};
