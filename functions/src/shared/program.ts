export type ProgramStatus = "draft" | "published" | "archived";

export interface Program {
  _id: string;
  name: string;
  description: string;
  level: string;
  ageRange: { min: number; max: number };
  startDate: string;
  endDate: string;
  weeks: number;
  capacity: number;
  groupIds: string[];
  status: ProgramStatus;
  color: string;
}
