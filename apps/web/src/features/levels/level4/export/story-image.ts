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

function heading(ctx: CanvasRenderingContext2D, text: string, y: number) {
  ctx.font = `700 48px ${DISPLAY}`;
  ctx.textAlign = 'left';
  ctx.fillText(text, MARGIN, y);
  // The bullets below are measured in this font.
  ctx.font = `500 40px ${SANS}`;
}

/** Bulleted lines from `y`; returns the y after the block. */
function bulletBlock(
  ctx: CanvasRenderingContext2D,
  blocks: string[][],
  y: number,
  lineHeight: number,
): number {
  ctx.textAlign = 'left';
  let cursor = y;
  for (const lines of blocks) {
    ctx.fillText('•', MARGIN, cursor);
    for (const line of lines) {
      ctx.fillText(line, MARGIN + 44, cursor);
      cursor += lineHeight;
    }
    cursor += lineHeight * 0.35;
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
  centred(ctx, content.productName, 120, `700 80px ${DISPLAY}`, '#ffffff');
  centred(ctx, 'Mon profil · Niveau 4', 180, `600 40px ${SANS}`, '#e6e0ff');
  await roundAvatar(ctx, content, 220);
  centred(ctx, content.personalityType, 790, `700 150px ${DISPLAY}`, '#ffd166');
  if (content.typeTitle) centred(ctx, content.typeTitle, 860, `600 50px ${SANS}`, '#ffffff');

  const textWidth = W - 2 * MARGIN - 44;
  const measure = (text: string) => ctx.measureText(text).width;
  ctx.fillStyle = '#ffffff';
  heading(ctx, 'Mes qualités', 960);
  const qualities = storyQualityLines(content.qualities, textWidth, measure);
  const afterQualities = bulletBlock(ctx, qualities, 1030, 50);
  heading(ctx, 'Des métiers pour moi', afterQualities + 40);
  const jobs = storyTopJobs(content.jobs).map((job) => wrapText(job, textWidth, measure).slice(0, 2));
  bulletBlock(ctx, jobs, afterQualities + 110, 50);
  centred(ctx, content.socialHandle, H - 60, `700 42px ${SANS}`, '#ffd166');
  return canvas.toDataURL('image/png');
}
