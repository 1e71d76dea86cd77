import { CM_PER_INCH } from '../config/product';

const INCH_VALUE = /(\d+(?:\.\d+)?)\s*(?:"|”|″|in\b|inches\b)/gi;
const RANGE_OF_INCHES = /(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*(?:"|”|″|in\b|inches\b)/gi;

export const inchesToCm = (inches: number): number => Math.round(inches * CM_PER_INCH);

/**
 * Converts a size string measured in inches (marked with " or in) to centimetres: every value is
 * multiplied by 2.54 and rounded. `32-34"` → `81-86 cm`; text without inch marks is returned
 * unchanged.
 */
export function sizeToCm(size: string): string {
  return size
    .replace(RANGE_OF_INCHES, (_m, a: string, b: string) => `${inchesToCm(Number(a))}-${inchesToCm(Number(b))} cm`)
    .replace(INCH_VALUE, (_m, a: string) => `${inchesToCm(Number(a))} cm`);
}
