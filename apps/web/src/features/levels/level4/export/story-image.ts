import {
  type AvatarConfig,
  dicebearOptions,
  STORY_LAYOUT,
  storyQualityLines,
  storyTopJobs,
  wrapText,
} from '@declic/domain';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

export interface StoryContent {
  productName: string;
  personalityType: string;
  typeTitle: string | null;
  qualities: readonly string[];
  jobs: readonly string[];
  socialHandle: string;
  avatar: Omit<AvatarConfig, 'url' | 'provider'>;
}

const { width: W, height: H, avatarDiameter: AVATAR } = STORY_LAYOUT;
const MARGIN = 90;
const DISPLAY = '"Fredoka Variable", "Nunito Variable", system-ui, sans-serif';
const SANS = '"Nunito Variable", system-ui, sans-serif';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('avatar illisible'));
    image.src = src;
  });
}

function background(ctx: CanvasRenderingContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, W, H);
  gradient.addColorStop(0, '#3a2799');
  gradient.addColorStop(1, '#6a4ff0');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
}

async function roundAvatar(ctx: CanvasRenderingContext2D, content: StoryContent, top: number) {
  const svg = createAvatar(adventurer, dicebearOptions(content.avatar, AVATAR)).toDataUri();
  const image = await loadImage(svg);
  const x = (W - AVATAR) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(W / 2, top + AVATAR / 2, AVATAR / 2, 0, Math.PI * 2);
  ctx.fillStyle = '#fff4d6';
  ctx.fill();
  ctx.clip();
  ctx.drawImage(image, x, top, AVATAR, AVATAR);
  ctx.restore();
  ctx.lineWidth = 12;
  ctx.strokeStyle = '#ffd166';
  ctx.beginPath();
  ctx.arc(W / 2, top + AVATAR / 2, AVATAR / 2, 0, Math.PI * 2);
  ctx.stroke();
}

function centred(ctx: CanvasRenderingContext2D, text: string, y: number, font: string, colour: string) {
  ctx.font = font;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.fillText(text, W / 2, y);
}

/** Text sizes tried from the largest: the first whose two lists fit above the handle wins. */
const BODY_SIZES = [54, 50, 46, 42, 38];
const LISTS_TOP = 1000;
const LISTS_BOTTOM = H - 140;

interface ListsLayout {
  size: number;
  qualities: string[][];
  jobs: string[][];
}

const lineHeightOf = (size: number) => Math.round(size * 1.28);
const headingHeightOf = (size: number) => Math.round(size * 2);

function blockHeight(blocks: string[][], size: number): number {
  const lines = blocks.reduce((sum, block) => sum + block.length, 0);
  return lines * lineHeightOf(size) + blocks.length * Math.round(size * 0.4);
}

function layoutLists(ctx: CanvasRenderingContext2D, content: StoryContent): ListsLayout {
  const width = W - 2 * MARGIN - 50;
  const measure = (text: string) => ctx.measureText(text).width;
  let layout: ListsLayout | null = null;
  for (const size of BODY_SIZES) {
    ctx.font = `500 ${size}px ${SANS}`;
    const qualities = storyQualityLines(content.qualities, width, measure);
    const jobs = storyTopJobs(content.jobs).map((job) => wrapText(job, width, measure).slice(0, 2));
    layout = { size, qualities, jobs };
    const height = 2 * headingHeightOf(size) + blockHeight(qualities, size) + blockHeight(jobs, size);
    if (LISTS_TOP + height <= LISTS_BOTTOM) break;
  }
  return layout!;
}

/** A heading, then its bulleted lines; returns the y after the block. */
function list(
  ctx: CanvasRenderingContext2D,
  title: string,
  blocks: string[][],
  top: number,
  size: number,
): number {
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'left';
  ctx.font = `700 ${Math.round(size * 1.15)}px ${DISPLAY}`;
  let cursor = top + size;
  ctx.fillText(title, MARGIN, cursor);
  cursor += headingHeightOf(size) - size * 0.3;
  ctx.font = `500 ${size}px ${SANS}`;
  for (const lines of blocks) {
    ctx.fillText('•', MARGIN, cursor);
    for (const line of lines) {
      ctx.fillText(line, MARGIN + 50, cursor);
      cursor += lineHeightOf(size);
    }
    cursor += Math.round(size * 0.4);
  }
  return cursor;
}

/** Draws the 1080×1920 story (spec section 9) and returns it as a PNG data URL. */
export async function drawStoryImage(content: StoryContent): Promise<string> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas indisponible');
  background(ctx);
  centred(ctx, content.productName, 130, `700 96px ${DISPLAY}`, '#ffffff');
  centred(ctx, 'Mon profil · Niveau 4', 200, `600 46px ${SANS}`, '#e6e0ff');
  await roundAvatar(ctx, content, 250);
  centred(ctx, content.personalityType, 850, `700 170px ${DISPLAY}`, '#ffd166');
  if (content.typeTitle) centred(ctx, content.typeTitle, 930, `600 56px ${SANS}`, '#ffffff');

  const layout = layoutLists(ctx, content);
  const afterQualities = list(ctx, 'Mes qualités', layout.qualities, LISTS_TOP, layout.size);
  list(ctx, 'Des métiers pour moi', layout.jobs, afterQualities + layout.size * 0.3, layout.size);
  centred(ctx, content.socialHandle, H - 70, `700 48px ${SANS}`, '#ffd166');
  return canvas.toDataURL('image/png');
}
